import type { I18n } from '@lingui/core';
import { failureOf } from '@/data/transport/call-failure.ts';
import { translateContract } from '@/i18n/translate-contract.ts';

/**
 * The server's message when there is one (translated when it is
 * a contract text), the fallback for an answer without one, the network text when none came.
 */
export async function failureText(i18n: I18n, error: unknown, fallback: string, network: string): Promise<string> {
  const failure = failureOf(error);
  if (failure.status === null) return network;
  return failure.message ? translateContract(i18n, failure.message) : fallback;
}

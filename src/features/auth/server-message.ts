import type { I18n } from '@lingui/core';
import type { CallFailure } from '@/data/transport/call-failure.ts';
import { isContractText, translateContract } from '@/i18n/translate-contract.ts';

/** The server's message in the active language when it is a known contract text, else the fallback. */
export function serverMessage(i18n: I18n, failure: CallFailure, fallback: string): string {
  return failure.message && isContractText(failure.message) ? translateContract(i18n, failure.message) : fallback;
}

import type { I18n } from '@lingui/core';
import { messages, type MessageKey } from '@/contract/messages.ts';
import { contractMessages } from './contract-messages.ts';

const keyByText = new Map<string, MessageKey>(
  (Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

/** A contract text (validation error or server message) in the active language; unknown text passes through. */
export function translateContract(i18n: I18n, text: string): string {
  const key = keyByText.get(text);
  return key ? i18n._(contractMessages[key]) : text;
}

export const isContractText = (text: string): boolean => keyByText.has(text);

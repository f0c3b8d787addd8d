import type { I18n } from '@lingui/core';
import { messages, type MessageKey } from '@/contract/messages.ts';
import { contractMessageId } from '@/contract/message-ids.ts';

const keyByText = new Map<string, MessageKey>((Object.entries(messages) as [MessageKey, string][]).map(([key, text]) => [text, key]));

/**
 * A contract text (validation error or server message) in the active language;
 * unknown text passes through. The catalogs hold these under explicit ids,
 * extracted from src/contract/messages.ts (see lingui.config.ts).
 */
export function translateContract(i18n: I18n, text: string): string {
  const key = keyByText.get(text);
  return key ? i18n._({ id: contractMessageId(key), message: text }) : text;
}

export const isContractText = (text: string): boolean => keyByText.has(text);

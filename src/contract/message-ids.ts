import type { MessageKey } from './messages.ts';

/** The catalog id of a contract text: the app's translations are keyed by the contract's own key. */
export const contractMessageId = (key: MessageKey): string => `contract.${key}`;

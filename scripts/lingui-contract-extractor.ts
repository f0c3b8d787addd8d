import type { ExtractorType } from '@lingui/conf';
import { messages, type MessageKey } from '../src/contract/messages.ts';
import { contractMessageId } from '../src/contract/message-ids.ts';

/**
 * Puts the contract's texts (src/contract/messages.ts, the one place they are
 * written) into the catalogs under explicit ids, so the app translates what
 * the server sends without a second English copy.
 */
export const contractExtractor: ExtractorType = {
  match: (filename) => filename.replaceAll('\\', '/').endsWith('src/contract/messages.ts'),
  extract(filename, code, onMessageExtracted) {
    for (const [key, message] of Object.entries(messages) as [MessageKey, string][]) {
      const line = code.slice(0, code.indexOf(`  ${key}:`)).split('\n').length;
      onMessageExtracted({ id: contractMessageId(key), message, origin: [filename, line] });
    }
  },
};

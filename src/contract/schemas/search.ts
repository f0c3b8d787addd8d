import * as v from 'valibot';
import { messages as m } from '../messages.ts';
import { cursorField, limitField, requiredText } from './common.ts';

export const searchWordsMax = 100;

/** `q`: the words to find in posts' titles and bodies, in English or Arabic. */
export const postSearchQuery = v.strictObject(
  {
    q: requiredText(searchWordsMax, m.searchWordsRequired, m.searchWordsTooLong),
    limit: limitField,
    before: cursorField,
  },
  m.unknownParameter,
);
export type PostSearchQuery = v.InferOutput<typeof postSearchQuery>;

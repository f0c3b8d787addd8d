/**
 * Hashtags: `#` followed by letters, digits, marks or underscores of any
 * script (#Cats, #قطط). A `#` right after a letter, digit, `/` or `&` is a
 * URL fragment or an entity, not a tag; a tag of digits alone is a number.
 */
export const tagMaxLength = 50;

const tagChars = '\\p{L}\\p{N}\\p{M}_';
const tagPattern = new RegExp(`(?<![${tagChars}/&#])#([${tagChars}]+)`, 'gu');
const onlyTagChars = new RegExp(`^[${tagChars}]+$`, 'u');
const digitsOnly = /^\p{N}+$/u;

/** A tag as stored and compared: compatibility-normalized and lower case, so #Cats and #cats are one tag. */
export const normalizeTag = (tag: string): string => tag.normalize('NFKC').toLowerCase();

export const isTag = (tag: string): boolean => tag.length > 0 && tag.length <= tagMaxLength && onlyTagChars.test(tag) && !digitsOnly.test(tag);

/** One piece of a text: plain words, or a tag as written (without `#`). */
export type TextPart = { text: string } | { tag: string };

/** The text cut into plain pieces and tags, in order, for rendering tags as links. */
export function splitTags(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(tagPattern)) {
    const tag = match[1]!;
    if (!isTag(tag)) continue;
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ tag });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** The tags of the texts as first written, without `#`, one per normalized tag. */
export function extractTags(...texts: string[]): string[] {
  const seen = new Map<string, string>();
  for (const text of texts) {
    for (const part of splitTags(text)) {
      if ('tag' in part && !seen.has(normalizeTag(part.tag))) seen.set(normalizeTag(part.tag), part.tag);
    }
  }
  return [...seen.values()];
}

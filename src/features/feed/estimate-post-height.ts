import type { Post } from '@/contract/entities.ts';

/** A card's padding, author row, one line of title, the action bar and the gaps between them. */
const chrome = 190;
/** The body's line height (1rem at 1.6). */
const lineHeight = 25.6;
/** The card's padding and border, inline. */
const inset = 34;
/** About how wide one character of body text is. */
const charWidth = 8.5;

/**
 * A card's height before it is measured, from what it holds and the column's
 * width: close enough that the list's height, and so the scrollbar and a
 * printed or captured page, hardly change as cards are measured.
 */
export function estimatePostHeight(post: Pick<Post, 'body' | 'images'>, width: number): number {
  const inner = Math.max(width - inset, 160);
  const perLine = Math.max(Math.floor(inner / charWidth), 16);
  const lines = post.body.split('\n').reduce((sum, paragraph) => sum + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);
  // The carousel is 4:3 and adds one more gap to the card.
  const photos = post.images.length > 0 ? inner * 0.75 + 12 : 0;
  return Math.round(chrome + lines * lineHeight + photos);
}

import type { VirtualItem } from '@tanstack/react-virtual';
import type { ListPlace } from './use-list-place.ts';

type Key = VirtualItem['key'];

/** What the feed list leaves behind when it is closed. */
interface FeedMemory {
  /** How many stored posts it read. */
  limit: number;
  /** Where it sat and how wide it was. */
  place: ListPlace;
  /** How tall each card it drew was. */
  sizes: ReadonlyMap<Key, number>;
}

let memory: FeedMemory | null = null;

/**
 * Kept for the life of the page: coming back to the feed (the browser's back button) rebuilds the
 * list as long and as tall as it was, so the restored scroll position lands on the same card.
 */
export function rememberFeed(limit: number, place: ListPlace, sizes: ReadonlyMap<Key, number>): void {
  memory = { limit, place, sizes: new Map(sizes) };
}

export function rememberedFeed(): FeedMemory | null {
  return memory;
}

/** Remembered heights in the form the virtualizer takes them (it reads only `key` and `size`). */
export function asMeasurements(sizes: ReadonlyMap<Key, number>): VirtualItem[] {
  return [...sizes].map(([key, size], index) => ({ key, size, index, start: 0, end: size, lane: 0 }));
}

import type { Pet, Post, TrendingTag } from '@/contract/entities.ts';
import type { ExploreWindow } from '@/contract/schemas/tags.ts';
import { getExplore } from './api/tags.ts';
import { changedRows } from './changed-rows.ts';
import { db } from './db.ts';
import { postRow, withWaitingEdits } from './posts/post-rows.ts';
import { pruneSoon } from './prune-scheduler.ts';

export interface ExploreView {
  tags: TrendingTag[];
  posts: Post[];
  pets: Pet[];
  fetchedAt: string;
}

/** Asks the server for the window's Explore and keeps it in IndexedDB, where the screen reads it (offline too). */
export async function syncExplore(window: ExploreWindow): Promise<void> {
  const answer = await getExplore(window);
  await db.transaction('rw', db.posts, db.pets, db.explore, async () => {
    await db.posts.bulkPut(await changedRows(db.posts, await withWaitingEdits(db.posts, answer.posts.map(postRow))));
    await db.pets.bulkPut(answer.pets);
    await db.explore.put({
      window,
      tags: answer.tags,
      postIds: answer.posts.map((post) => post._id),
      petIds: answer.pets.map((pet) => pet._id),
      fetchedAt: new Date().toISOString(),
    });
  });
  void pruneSoon();
}

const present = <T>(row: T | undefined): row is T => row !== undefined;

/** The window's last Explore stored on this device; null when there is none. */
export async function storedExplore(window: ExploreWindow): Promise<ExploreView | null> {
  const row = await db.explore.get(window);
  if (!row) return null;
  const [posts, pets] = await Promise.all([db.posts.bulkGet(row.postIds), db.pets.bulkGet(row.petIds)]);
  return { tags: row.tags, posts: posts.filter(present), pets: pets.filter(present), fetchedAt: row.fetchedAt };
}

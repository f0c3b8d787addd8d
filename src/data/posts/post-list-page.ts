import type { Post } from '@/contract/entities.ts';
import type { Page } from '../api/list-page.ts';
import { changedRows } from '../changed-rows.ts';
import { db } from '../db.ts';
import { postRow, withWaitingEdits } from './post-rows.ts';
import { pruneSoon } from '../prune-scheduler.ts';

export interface FoundPage {
  /** The posts of the page in the server's order; their rows are in IndexedDB. */
  ids: string[];
  next: string | null;
}

/** Keeps a page of posts the server listed in IndexedDB, where the cards read them. */
export async function keepPostPage(page: Page<Post>): Promise<FoundPage> {
  await db.transaction('rw', db.posts, async () => {
    await db.posts.bulkPut(await changedRows(db.posts, await withWaitingEdits(db.posts, page.items.map(postRow))));
  });
  void pruneSoon();
  return { ids: page.items.map((post) => post._id), next: page.next };
}

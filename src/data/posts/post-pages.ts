import type { Post } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { getPage } from '../api/list-page.ts';
import { changedRows } from '../changed-rows.ts';
import { db } from '../db.ts';
import { postRow, withWaitingEdits } from './post-rows.ts';
import { pruneSoon } from '../prune-scheduler.ts';
import { postUpdateMark, replayPostUpdatesSince } from './post-updates.ts';

export type PostList = { kind: 'all' } | { kind: 'user'; id: string } | { kind: 'pet'; id: string };

const pathOf = (list: PostList) => (list.kind === 'all' ? paths.posts : list.kind === 'user' ? paths.userPosts(list.id) : paths.petPosts(list.id));

const belongs = (list: PostList, post: Post) => list.kind === 'all' || (list.kind === 'user' ? post.user._id === list.id : post.petId === list.id);

export interface PageWindow {
  /** The cursor asked with, null for the first page. */
  cursor: string | null;
  /** createdAt of the previous page's oldest post: this page covers what is older. */
  newerThan: string | null;
}

export interface PageResult {
  next: string | null;
  /** createdAt of this page's oldest post, the next page's `newerThan`. */
  oldest: string | null;
}

/**
 * Writes one page into IndexedDB and forgets the posts the server no longer
 * has in the span the page covers (deleted elsewhere), so the list converges.
 */
export async function syncPostPage(list: PostList, span: PageWindow, limit?: number): Promise<PageResult> {
  const mark = postUpdateMark();
  const page = await getPage<Post>(pathOf(list), span.cursor, limit);
  const oldest = page.items.at(-1)?.createdAt ?? null;
  const lower = page.next === null ? '' : (oldest ?? '');
  const upper = span.newerThan ?? '\uffff';
  const kept = new Set(page.items.map((post) => post._id));
  await db.transaction('rw', db.posts, db.outbox, async () => {
    // A post still in the outbox is not on the server yet: it is not gone.
    const waiting = new Set(await db.outbox.toCollection().primaryKeys());
    const gone = await db.posts
      .where('createdAt')
      .between(lower, upper, false, false)
      .filter((post) => belongs(list, post) && !kept.has(post._id) && !waiting.has(post._id))
      .primaryKeys();
    await db.posts.bulkDelete(gone);
    await db.posts.bulkPut(await changedRows(db.posts, await withWaitingEdits(db.posts, page.items.map(postRow))));
  });
  await replayPostUpdatesSince(mark);
  void pruneSoon();
  return { next: page.next, oldest };
}

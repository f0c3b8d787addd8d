import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Post, UserSummary } from '@/contract/entities.ts';
import { db } from '../db.ts';

const pages = vi.hoisted(() => ({ answers: [] as { items: unknown[]; next: string | null }[], asked: [] as (string | null)[] }));
vi.mock('../api/list-page.ts', () => ({
  getPage: vi.fn(async (_path: string, before: string | null) => {
    pages.asked.push(before);
    const answer = pages.answers.shift();
    if (!answer) throw new Error('no page prepared');
    return answer;
  }),
}));

const { syncPostPage } = await import('./post-pages.ts');

const ann: UserSummary = { _id: 'u-ann', fullName: 'Ann', username: 'ann', avatar: null };
const bob: UserSummary = { _id: 'u-bob', fullName: 'Bob', username: 'bob', avatar: null };
const post = (id: string, minute: number, user = ann): Post => ({
  _id: id,
  title: id,
  body: 'b',
  images: [],
  media: [],
  pet: null,
  petId: null,
  user,
  tags: [],
  likedByMe: false,
  likesCount: 0,
  commentsCount: 0,
  createdAt: `2026-01-01T00:${String(minute).padStart(2, '0')}:00.000Z`,
});
const ids = async () => (await db.posts.orderBy('createdAt').reverse().primaryKeys()).join(',');

describe('post pages', () => {
  beforeEach(async () => {
    await db.posts.clear();
    pages.answers = [];
    pages.asked = [];
  });

  it('stores a page without comments and forgets posts deleted inside the span it covers', async () => {
    await db.posts.bulkPut([post('p9', 9), post('p7', 7), post('p5', 5), post('p1', 1)]);
    pages.answers.push({ items: [{ ...post('p9', 9), comments: [] }, post('p8', 8), post('p5', 5)], next: 'p5' });
    const result = await syncPostPage({ kind: 'all' }, { cursor: null, newerThan: null });
    expect(result).toEqual({ next: 'p5', oldest: post('p5', 5).createdAt });
    // p7 is gone from the server; p1 is older than the page, so it is kept until its page comes.
    expect(await ids()).toBe('p9,p8,p5,p1');
    expect((await db.posts.get('p9'))?.comments).toBeUndefined();
  });

  it('on the last page forgets every older stored post of the list, and only of that list', async () => {
    await db.posts.bulkPut([post('p4', 4), post('p2', 2, bob), post('p1', 1)]);
    pages.answers.push({ items: [post('p4', 4)], next: null });
    await syncPostPage({ kind: 'user', id: ann._id }, { cursor: null, newerThan: null });
    expect(await ids()).toBe('p4,p2');
  });

  it('rewrites only the posts that changed, so an unchanged page wakes no list', async () => {
    await db.posts.bulkPut([post('p9', 9), post('p8', 8)]);
    const put = vi.spyOn(db.posts, 'bulkPut');
    pages.answers.push({ items: [post('p9', 9), post('p8', 8)], next: 'p8' });
    await syncPostPage({ kind: 'all' }, { cursor: null, newerThan: null });
    expect(put).toHaveBeenLastCalledWith([]);
    const liked = { ...post('p8', 8), likedByMe: true, likesCount: 1 };
    pages.answers.push({ items: [post('p9', 9), liked], next: 'p8' });
    await syncPostPage({ kind: 'all' }, { cursor: null, newerThan: null });
    expect(put).toHaveBeenLastCalledWith([liked]);
    expect((await db.posts.get('p8'))?.likesCount).toBe(1);
    put.mockRestore();
  });
});

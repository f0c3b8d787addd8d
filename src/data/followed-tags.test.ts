import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import { setTagFollow } from './writes/tag-follows.ts';

const server = vi.hoisted(() => ({ followed: [] as { tag: string; followedAt: string }[] }));
vi.mock('./api/tags.ts', () => ({
  getFollowedTags: vi.fn(async () => server.followed),
  getTagPostsPage: vi.fn(async () => ({ items: [], next: null })),
}));

const { syncFollowedTags } = await import('./tags.ts');
const annId = '00000000-0000-4000-8000-00000000a001';
const followedTags = async () => (await db.tagFollows.toArray()).map((follow) => follow.tag).sort();

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  server.followed = [{ tag: 'cats', followedAt: '2026-01-01T00:00:00.000Z' }];
});

describe('syncing the followed tags', () => {
  it('keeps a follow still waiting to be sent instead of the server’s list', async () => {
    await setTagFollow(annId, 'Dogs', true);
    await syncFollowedTags(annId);
    expect(await followedTags()).toEqual(['dogs']);
  });

  it('takes the server’s list once the only follow left in the outbox was refused', async () => {
    const row = await setTagFollow(annId, 'Dogs', true);
    await db.outbox.update(row.id, { status: 'failed' });
    await db.tagFollows.delete('dogs');
    await syncFollowedTags(annId);
    expect(await followedTags()).toEqual(['cats']);
  });
});

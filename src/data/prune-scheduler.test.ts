import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { Post, SessionUser } from '@/contract/entities.ts';
import { testUser } from './test-users.ts';
import { db } from './db.ts';
import { clearSession, saveSession } from './session.ts';
import { pruneSoon } from './prune-scheduler.ts';
import { keepLimits } from './prune.ts';

const me: SessionUser = {
  ...testUser('u-me', { fullName: 'Me', username: 'me' }),
  email: 'me@example.com',
  emailVerified: true,
  isModerator: false,
  token: 't',
};
const posts = (count: number): Post[] =>
  Array.from({ length: count }, (_, n) => ({
    _id: `p${n}`,
    title: 't',
    body: 'b',
    images: [],
    media: [],
    pet: null,
    petId: null,
    user: { _id: 'u-x', fullName: 'X', username: 'x', avatar: null },
    tags: [],
    likedByMe: false,
    likesCount: 0,
    commentsCount: 0,
    createdAt: new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString(),
  }));

describe('pruneSoon', () => {
  it('prunes after a sync at most once every five minutes, and only for someone signed in', async () => {
    const minute = 60_000;
    expect(pruneSoon(0, 0)).toBeNull();

    saveSession(me);
    await db.posts.bulkPut(posts(keepLimits.posts + 10));
    await pruneSoon(10 * minute, 0);
    expect(await db.posts.count()).toBe(keepLimits.posts);

    await db.posts.bulkPut(posts(keepLimits.posts + 10));
    expect(pruneSoon(14 * minute, 0)).toBeNull();
    expect(await db.posts.count()).toBe(keepLimits.posts + 10);

    await pruneSoon(15 * minute, 0);
    expect(await db.posts.count()).toBe(keepLimits.posts);
    await clearSession();
  });
});

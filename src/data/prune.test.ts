import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Notification, Post, PublicUser, UserSummary } from '@/contract/entities.ts';
import { testUser } from './test-users.ts';
import { db, type MessageRow, type OutboxRow } from './db.ts';
import type { PetRow } from './pet-rows.ts';
import { keepLimits, pruneStore } from './prune.ts';

const summary = (id: string): UserSummary => ({ _id: id, fullName: id, username: id, avatar: null });
const user = (id: string, extra: Partial<PublicUser> = {}) => testUser(id, { createdAt: '2025-01-01T00:00:00.000Z', ...extra });
/** Post `n` is n minutes after the start: the higher, the newer. */
const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();
const post = (n: number, author = `u-${n % 50}`, petId: string | null = null): Post => ({
  _id: `p${n}`,
  title: `Post ${n}`,
  body: 'b',
  images: [],
  media: [],
  pet: null,
  petId,
  user: summary(author),
  tags: [],
  likedByMe: false,
  likesCount: 0,
  commentsCount: 0,
  createdAt: at(n),
});
const pet = (id: string, owner: string, n = 0): PetRow => ({
  _id: id,
  name: id,
  type: 'cat',
  breed: '',
  age: 1,
  bio: '',
  image: null,
  alt: '',
  user: owner,
  createdAt: at(n),
});
const message = (conversationId: string, n: number): MessageRow => {
  const [a, b] = conversationId.split(':') as [string, string];
  return { _id: `${conversationId}-m${n}`, content: `m${n}`, sender: a, receiver: b, createdAt: at(n), conversationId };
};
const notification = (n: number, postId: string | null): Notification => ({
  _id: `n${n}`,
  type: 'like',
  message: 'liked',
  isRead: false,
  createdAt: at(n),
  post: postId,
  from: summary('u-1'),
  count: 1,
});
const outboxRow = (id: string, context: Record<string, string>): OutboxRow => ({
  id,
  userId: 'u-me',
  kind: 'like',
  method: 'POST',
  path: '/x',
  body: null,
  context,
  orderKey: 'k',
  createdAt: at(0),
  attempts: 0,
  nextAttemptAt: at(0),
  status: 'pending',
});

const has = async (table: 'posts' | 'comments' | 'messages' | 'notifications' | 'users' | 'pets' | 'gallery', id: string) =>
  (await db[table].get(id)) !== undefined;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('pruning IndexedDB', () => {
  it("keeps the newest posts, one's own, those notifications and the outbox point to, and forgets the rest with their comments", async () => {
    // 1,000 posts by 50 authors; the signed-in user wrote p3, p5 and p7, all old.
    const posts = Array.from({ length: 1000 }, (_, n) => post(n));
    for (const own of [3, 5, 7]) posts[own] = post(own, 'u-me');
    await db.posts.bulkPut(posts);
    await db.comments.bulkPut([
      { _id: 'c-new', postId: 'p999', content: 'x', user: summary('u-1'), replies: [], repliesCount: 0, createdAt: at(999) },
      { _id: 'c-old', postId: 'p10', content: 'x', user: summary('u-1'), replies: [], repliesCount: 0, createdAt: at(10) },
    ]);
    await db.notifications.put(notification(2000, 'p20'));
    await db.outbox.put(outboxRow('r1', { postId: 'p30', userId: 'u-me' }));

    const result = await pruneStore('u-me');

    const newest = Array.from({ length: keepLimits.posts }, (_, i) => `p${999 - i}`);
    const kept = (await db.posts.toCollection().primaryKeys()).sort();
    expect(kept).toEqual([...newest, 'p3', 'p5', 'p7', 'p20', 'p30'].sort());
    expect(result.posts).toBe(1000 - kept.length);
    expect(await has('posts', 'p699')).toBe(false);
    expect(await has('posts', 'p100')).toBe(false);
    expect(await has('comments', 'c-new')).toBe(true);
    expect(await has('comments', 'c-old')).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps the newest messages of each conversation, pending ones always, and the newest notifications', async () => {
    const limits = { ...keepLimits, messagesPerConversation: 5, notifications: 3 };
    const chat = 'u-a:u-me';
    await db.messages.bulkPut(Array.from({ length: 12 }, (_, n) => message(chat, n)));
    await db.messages.bulkPut(Array.from({ length: 2 }, (_, n) => message('u-b:u-me', n)));
    await db.outbox.put({ ...outboxRow(`${chat}-m1`, { userId: 'u-me' }), kind: 'message' });
    await db.notifications.bulkPut(Array.from({ length: 6 }, (_, n) => notification(n, null)));

    await pruneStore('u-me', limits);

    const chatIds = await db.messages.where('conversationId').equals(chat).primaryKeys();
    expect(chatIds.sort()).toEqual([1, 7, 8, 9, 10, 11].map((n) => `${chat}-m${n}`).sort());
    expect(await db.messages.where('conversationId').equals('u-b:u-me').count()).toBe(2);
    expect(await db.notifications.orderBy('createdAt').primaryKeys()).toEqual(['n3', 'n4', 'n5']);
  });

  it('spares what is on screen: a deep feed window, an open post, profile, pet and conversation', async () => {
    await db.posts.bulkPut(Array.from({ length: 1000 }, (_, n) => post(n, `u-${n % 50}`, n === 40 ? 'pet-x' : null)));
    await db.messages.bulkPut(Array.from({ length: 8 }, (_, n) => message('u-a:u-me', n)));
    await pruneStore(
      'u-me',
      { ...keepLimits, messagesPerConversation: 2 },
      {
        feedWindow: 450,
        posts: new Set(['p12']),
        authors: new Set(['u-11']),
        pets: new Set(['pet-x']),
        conversations: new Set(['u-a:u-me']),
      },
    );
    expect(await has('posts', 'p550')).toBe(true);
    expect(await has('posts', 'p549')).toBe(false);
    expect(await has('posts', 'p12')).toBe(true);
    expect(await has('posts', 'p11')).toBe(true);
    expect(await has('posts', 'p61')).toBe(true);
    expect(await has('posts', 'p40')).toBe(true);
    expect(await db.messages.count()).toBe(8);
  });

  it("forgets users and pets nothing kept refers to, keeping one's own and one's relations", async () => {
    const limits = { ...keepLimits, posts: 1, otherUsers: 1, otherPets: 0 };
    await db.posts.bulkPut([post(10, 'u-author', 'pet-tagged'), post(1, 'u-gone', 'pet-gone')]);
    await db.users.bulkPut([
      user('u-me', { createdAt: at(0) }),
      user('u-friend', { followedByMe: true, createdAt: at(1) }),
      user('u-fan', { followsMe: true, createdAt: at(2) }),
      user('u-author', { createdAt: at(3) }),
      user('u-partner', { createdAt: at(4) }),
      user('u-newest', { createdAt: at(9) }),
      user('u-gone', { createdAt: at(5) }),
    ]);
    await db.messages.put(message('u-me:u-partner', 1));
    await db.pets.bulkPut([pet('pet-mine', 'u-me'), pet('pet-tagged', 'u-author'), pet('pet-gone', 'u-gone')]);
    await db.gallery.bulkPut([
      { _id: 'g-mine', pet: 'pet-mine', image: '/media/a.jpg', alt: '', createdAt: at(1) },
      { _id: 'g-gone', pet: 'pet-gone', image: '/media/b.jpg', alt: '', createdAt: at(1) },
    ]);

    await pruneStore('u-me', limits);

    expect((await db.users.toCollection().primaryKeys()).sort()).toEqual(['u-author', 'u-fan', 'u-friend', 'u-me', 'u-newest', 'u-partner']);
    expect((await db.pets.toCollection().primaryKeys()).sort()).toEqual(['pet-mine', 'pet-tagged']);
    expect(await db.gallery.toCollection().primaryKeys()).toEqual(['g-mine']);
  });
});

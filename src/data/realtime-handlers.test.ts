import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message, Notification } from '@/contract/entities.ts';
import { testUser } from './test-users.ts';
import { conversationIdOf } from '@/contract/conversation.ts';
import { db } from './db.ts';
import { flushOutbox } from './outbox/flush.ts';
import './writes/all-kinds.ts';
import { sendMessage } from './writes/chat.ts';
import { markNotificationRead } from './writes/notifications-read.ts';
import { applyFollowNotification, forgetMessage, storeMessage, storeMessages, storeNotifications } from './realtime-handlers.ts';
import { fetchTransport } from './transport/fetch-transport.ts';
import { served, uuid } from './test-answers.ts';
import { messageEntityAnswer } from '@/contract/schemas/responses/social.ts';

const at = '2026-01-01T00:00:00.000Z';
const user = (id: string) => testUser(id, { createdAt: at });
const notification = (id: string, type: Notification['type'] = 'like'): Notification => ({
  _id: id,
  type,
  message: 'x',
  isRead: false,
  createdAt: at,
  post: type === 'like' ? 'p1' : null,
  from: { _id: 'u-bob', fullName: 'Bob', username: 'bob', avatar: null },
  count: 1,
});
const message = (id: string, sender: string, receiver: string, content: string): Message => ({ _id: id, content, sender, receiver, createdAt: at });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('notifications from the server', () => {
  it('are stored, and a newer copy replaces the older', async () => {
    await storeNotifications([notification('n1')]);
    await storeNotifications([{ ...notification('n1'), isRead: true }]);
    expect(await db.notifications.toArray()).toEqual([{ ...notification('n1'), isRead: true }]);
  });

  it('keep the rows stored before a new type, beside a ready data export with its link', async () => {
    const older = notification('n1');
    const exportReady: Notification = {
      ...notification('n2', 'export-ready'),
      from: { _id: 'u-ann', fullName: 'Ann', username: 'ann', avatar: null },
      download: { url: 'https://pawpals.example.org/api/users/me/export/download?token=t', expiresAt: '2026-01-08T00:00:00.000Z' },
    };
    await db.notifications.put(older);
    await storeNotifications([exportReady]);
    expect(await db.notifications.orderBy('_id').toArray()).toEqual([older, exportReady]);
  });

  it('stay read when the user marked them read and the PATCH is still queued', async () => {
    await storeNotifications([notification('n1'), notification('n2')]);
    await markNotificationRead('u-ann', 'n1');
    await storeNotifications([notification('n1'), notification('n2')]);
    expect((await db.notifications.get('n1'))!.isRead).toBe(true);
    expect((await db.notifications.get('n2'))!.isRead).toBe(false);
  });

  it('a follow tells both stored users about the new edge, so they become mutual', async () => {
    await db.users.bulkPut([
      { ...user('u-ann'), followingCount: 1 },
      { ...user('u-bob'), followersCount: 1, followedByMe: true },
    ]);
    await applyFollowNotification('u-ann', notification('n1', 'follow'));
    expect(await db.users.get('u-ann')).toMatchObject({ followersCount: 1, followingCount: 1 });
    expect(await db.users.get('u-bob')).toMatchObject({ followedByMe: true, followsMe: true, followingCount: 1 });
    await applyFollowNotification('u-ann', notification('n2', 'follow'));
    expect((await db.users.get('u-ann'))!.followersCount).toBe(1);
    expect((await db.users.get('u-bob'))!.followingCount).toBe(1);
  });

  it('other kinds leave the follow graph alone', async () => {
    await db.users.bulkPut([user('u-ann'), user('u-bob')]);
    await applyFollowNotification('u-ann', notification('n1', 'like'));
    expect(await db.users.get('u-ann')).toMatchObject({ followersCount: 0 });
    expect(await db.users.get('u-bob')).toMatchObject({ followsMe: false });
  });
});

describe('messages from the socket', () => {
  const conversation = conversationIdOf('u-ann', 'u-bob');

  it('are stored under their conversation', async () => {
    await storeMessage(message('m1', 'u-bob', 'u-ann', 'Hi'));
    expect(await db.messages.get('m1')).toMatchObject({ conversationId: conversation, content: 'Hi' });
  });

  it('one a moderator removed leaves the conversation, and the others stay', async () => {
    await storeMessages([message('m1', 'u-bob', 'u-ann', 'Hi'), message('m2', 'u-bob', 'u-ann', 'something nasty')]);
    await forgetMessage('m2');
    expect((await db.messages.where('conversationId').equals(conversation).toArray()).map((item) => item._id)).toEqual(['m1']);
  });

  it("one of one's own arriving before the outbox answer replaces the pending copy; the answer then changes nothing", async () => {
    const [ann, bob, sent] = [uuid(1), uuid(2), uuid(3)];
    const row = await sendMessage(ann, bob, 'Hello');
    await storeMessage(message(sent, ann, bob, 'Hello'));
    expect((await db.messages.where('conversationId').equals(conversationIdOf(ann, bob)).toArray()).map((item) => item._id)).toEqual([sent]);

    const answer = JSON.stringify(served(messageEntityAnswer, message(sent, ann, bob, 'Hello')));
    const fetch = (async () => new Response(answer, { status: 201 })) as typeof globalThis.fetch;
    await flushOutbox({ session: () => ({ userId: ann, token: 'token' }), transport: fetchTransport(fetch) });
    expect(await db.outbox.get(row.id)).toBeUndefined();
    expect((await db.messages.toArray()).map((item) => item._id)).toEqual([sent]);
  });

  it("a message someone else sent with the same text as one's pending one keeps the pending one", async () => {
    const row = await sendMessage('u-ann', 'u-bob', 'Hi');
    await storeMessage(message('m2', 'u-bob', 'u-ann', 'Hi'));
    expect(await db.messages.get(row.id)).toBeDefined();
    expect(await db.messages.get('m2')).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import type { Message, Notification } from '#contract/entities.ts';
import { sessions } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { connect, listen, newMember, record, settle, waitFor } from '../support/social-fixtures.ts';
import { redisAnswers, testRedisUrl } from '../support/redis.ts';

const redisUrl = testRedisUrl;
const available = await redisAnswers();

/** Two API processes (here two apps in one process) sharing events through Redis, as with REDIS_URL. */
describe.skipIf(!available)('realtime across processes with the Redis adapter', () => {
  let first: TestApp;
  let second: TestApp;
  const sockets: Socket[] = [];
  let secondListening: string | undefined;
  const urlOfSecond = async () => (secondListening ??= await listen(second.app));

  beforeAll(async () => {
    // Limits off: Redis keeps their counts across runs, and these tests are about delivery, not limits.
    first = await buildTestApp({ redisUrl, rateLimitMultiplier: 0 });
    second = await buildTestApp({ redisUrl, rateLimitMultiplier: 0 });
    await listen(first.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([first?.close(), second?.close()]);
  });

  it('delivers what one process commits to sockets held by another, once', async () => {
    const bob = await newMember(second.app);
    const secondUrl = await urlOfSecond();
    const socket = await connect(secondUrl, bob.token);
    sockets.push(socket);
    const notifications = record<Notification>(socket, 'notification');
    const messages = record<Message>(socket, 'message');
    // The subscription to Redis is made asynchronously after the room is joined.
    await settle(200);

    const from = { _id: bob.id, fullName: 'Someone', username: 'someone', avatar: null };
    const notification: Notification = {
      _id: crypto.randomUUID(),
      type: 'follow',
      message: 'Someone started following you',
      isRead: false,
      createdAt: new Date().toISOString(),
      post: null,
      from,
      count: 1,
    };
    const message: Message = {
      _id: crypto.randomUUID(),
      content: 'hi',
      sender: crypto.randomUUID(),
      receiver: bob.id,
      createdAt: notification.createdAt,
    };
    first.app.bus.emit('notification', bob.id, notification);
    first.app.bus.emit('message', message);

    await waitFor(() => notifications.length === 1 && messages.length === 1);
    await settle();
    expect(notifications).toEqual([notification]);
    expect(messages).toEqual([message]);
  });

  it('drops a revoked session’s socket held by another process at once', async () => {
    const bob = await newMember(second.app);
    const carol = await newMember(second.app);
    const secondUrl = await urlOfSecond();
    const socket = await connect(secondUrl, bob.token);
    const kept = await connect(secondUrl, carol.token);
    sockets.push(socket, kept);
    await settle(200);
    const [session] = await second.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, bob.id));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    first.app.bus.emit('sessions-revoked', [session!.id]);

    expect(await dropped).toBe('io server disconnect');
    expect(kept.connected).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import type { Message, Notification } from '#contract/entities.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { connect, listen, newMember, record, settle, waitFor } from '../support/social-fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers();

/** Two API processes (here two apps in one process) sharing events through Redis, as with REDIS_URL. */
describe.skipIf(!available)('realtime across processes with the Redis adapter', () => {
  let first: TestApp;
  let second: TestApp;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await buildTestApp({ redisUrl });
    second = await buildTestApp({ redisUrl });
    await listen(first.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all([first?.close(), second?.close()]);
  });

  it('delivers what one process commits to sockets held by another, once', async () => {
    const bob = await newMember(second.app);
    const secondUrl = await listen(second.app);
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
    };
    const message: Message = { _id: crypto.randomUUID(), content: 'hi', sender: crypto.randomUUID(), receiver: bob.id, createdAt: notification.createdAt };
    first.app.bus.emit('notification', bob.id, notification);
    first.app.bus.emit('message', message);

    await waitFor(() => notifications.length === 1 && messages.length === 1);
    await settle();
    expect(notifications).toEqual([notification]);
    expect(messages).toEqual([message]);
  });
});

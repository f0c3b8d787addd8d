import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { pushSubscriptions } from '../../src/db/schema.ts';
import { startPushDelivery } from '../../src/services/push.ts';
import { loadVapidKeys } from '../../src/services/push-keys.ts';
import { webPushSender } from '../../src/services/push-sender.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addPost } from '../support/content-fixtures.ts';
import { startLoopbackPushService, type LoopbackPushService } from '../support/loopback-push-service.ts';
import { decryptPushBody, newBrowserPushKeys, verifiedVapidClaims, type BrowserPushKeys } from '../support/push-browser.ts';
import { follow, newMembers, notificationsOf, type Member } from '../support/social-fixtures.ts';

let service: LoopbackPushService;
let t: TestApp;
beforeAll(async () => {
  service = await startLoopbackPushService();
  t = await buildTestApp({ pushServiceOrigins: [service.origin] });
});
afterAll(async () => {
  await t.close();
  await service.close();
});

interface Subscriber {
  member: Member;
  browser: BrowserPushKeys;
  endpoint: string;
}

/** Subscribes as the app does: the browser's PushSubscription.toJSON() posted to the API. */
async function subscribeBrowser(app: TestApp['app'], member: Member): Promise<Subscriber> {
  const browser = newBrowserPushKeys();
  const endpoint = service.newEndpoint();
  const response = await app.inject({
    method: 'POST',
    url: paths.pushSubscriptions,
    headers: member.headers,
    payload: { endpoint, expirationTime: null, keys: browser.keys },
  });
  expect(response.statusCode).toBe(201);
  return { member, browser, endpoint };
}

const like = (app: TestApp['app'], member: Member, postId: string) =>
  app.inject({ method: 'POST', url: paths.like(postId), headers: member.headers });

const messagesTo = (subscriber: Subscriber) => service.received.filter((push) => subscriber.endpoint.endsWith(push.path));

const storedFor = (app: TestApp['app'], endpoint: string) => app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

async function publicKey(app: TestApp['app']) {
  return (await app.inject({ method: 'GET', url: paths.pushPublicKey })).json<{ publicKey: string }>().publicKey;
}

describe('web push through a push service on loopback', () => {
  it('delivers a like as an encrypted, VAPID-signed message that decrypts to the notification', async () => {
    service.answerWith(201);
    const [reader, mona] = await newMembers(t.app, 2);
    const subscriber = await subscribeBrowser(t.app, reader!);
    const post = await addPost(t.app, reader!.account);

    expect((await like(t.app, mona!, post._id)).statusCode).toBe(200);
    await t.app.push.delivery.idle();

    const [message, ...more] = messagesTo(subscriber);
    expect(more).toEqual([]);
    expect(message!.state).toBe('answered');
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message!.headers.ttl)).toBeGreaterThan(0);
    const claims = verifiedVapidClaims(message!.headers.authorization, await publicKey(t.app));
    expect(claims.aud).toBe(service.origin);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const [notification] = await notificationsOf(t.app, reader!);
    const delivered = JSON.parse(decryptPushBody(message!.body, subscriber.browser)) as Notification;
    expect(delivered).toEqual(notification);
    expect(delivered).toMatchObject({ type: 'like', post: post._id, from: { _id: mona!.id }, isRead: false });
  });

  it('answers the request that made a notification, and later ones, while the push service hangs', async () => {
    service.hang();
    const [reader, mona, sami, lea] = await newMembers(t.app, 4);
    const subscriber = await subscribeBrowser(t.app, reader!);
    const post = await addPost(t.app, reader!.account);

    expect((await like(t.app, mona!, post._id)).statusCode).toBe(200);
    // The message reached the push service, which has not answered: the like was answered without waiting for it.
    await expect.poll(() => messagesTo(subscriber).map((push) => push.state)).toEqual(['held']);

    await follow(t.app, sami!, reader!);
    await follow(t.app, lea!, reader!);
    expect(await notificationsOf(t.app, reader!)).toHaveLength(3);
    expect((await t.app.inject({ method: 'GET', url: paths.post(post._id) })).statusCode).toBe(200);
    expect(messagesTo(subscriber).every((push) => push.state === 'held')).toBe(true);

    service.release(201);
    await t.app.push.delivery.idle();
    const types = messagesTo(subscriber).map((push) => (JSON.parse(decryptPushBody(push.body, subscriber.browser)) as Notification).type);
    expect(types.sort()).toEqual(['follow', 'follow', 'like']);
  });

  it('accepts the named push service’s origin only, not other addresses on its host', async () => {
    const [reader] = await newMembers(t.app, 1);
    const other = new URL(service.origin);
    other.port = String(Number(other.port) + 1);
    for (const endpoint of [`${other.origin}/push/x`, service.newEndpoint().replace('http://', 'http://user:pw@')]) {
      const response = await t.app.inject({
        method: 'POST',
        url: paths.pushSubscriptions,
        headers: reader!.headers,
        payload: { endpoint, expirationTime: null, keys: newBrowserPushKeys().keys },
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it.each([404, 410])('deletes the subscription when the push service answers %i', async (status) => {
    service.answerWith(status);
    const [reader, mona] = await newMembers(t.app, 2);
    const subscriber = await subscribeBrowser(t.app, reader!);
    await follow(t.app, mona!, reader!);
    await t.app.push.delivery.idle();
    expect(messagesTo(subscriber).map((push) => push.state)).toEqual(['answered']);
    expect(await storedFor(t.app, subscriber.endpoint)).toEqual([]);
  });
});

describe('a push service that never answers', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp({ pushServiceOrigins: [service.origin] });
  });
  afterAll(() => own.close());

  it('has each send cut off, holds only a bounded queue, and keeps the subscription', async () => {
    // The app's own delivery, with limits small enough to reach here.
    await own.app.push.delivery.stop();
    const sender = webPushSender(await loadVapidKeys(own.app.config, own.app.db));
    const delivery = startPushDelivery({ db: own.app.db, bus: own.app.bus, log: own.app.log }, sender, {
      concurrency: 1,
      capacity: 2,
      // Long enough for a loaded machine to reach the push service, short enough for a test.
      sendTimeoutMs: 2000,
    });
    service.hang();
    const [reader, ...followers] = await newMembers(own.app, 5);
    const subscriber = await subscribeBrowser(own.app, reader!);
    // Four notifications: one sending, two waiting, one beyond the queue.
    for (const follower of followers.slice(0, 4)) await follow(own.app, follower, reader!);
    await delivery.idle();
    await delivery.stop();

    // The push service learns of each cut-off when the sender's connection closes.
    await expect.poll(() => messagesTo(subscriber).map((push) => push.state)).toEqual(['abandoned', 'abandoned', 'abandoned']);
    expect(await storedFor(own.app, subscriber.endpoint)).toHaveLength(1);
  });
});

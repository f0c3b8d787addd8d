import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { pushSubscriptions } from '../../src/db/schema.ts';
import type { PushSender, PushTarget } from '../../src/services/push-sender.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { follow, newMembers, notificationsOf, type Member } from '../support/social-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const browserSubscription = () => ({
  endpoint: `https://push.example.com/send/${crypto.randomUUID()}`,
  expirationTime: null,
  keys: { p256dh: `p256dh-${crypto.randomUUID()}`, auth: `auth-${crypto.randomUUID().slice(0, 8)}` },
});
type BrowserSubscription = ReturnType<typeof browserSubscription>;

const subscribe = (member: Member, subscription: unknown) =>
  t.app.inject({ method: 'POST', url: paths.pushSubscriptions, headers: member.headers, payload: subscription as object });

const unsubscribe = (member: Member, endpoint: string) =>
  t.app.inject({ method: 'DELETE', url: paths.pushSubscriptions, headers: member.headers, payload: { endpoint } });

const storedFor = (endpoint: string) => t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

/** A push service that answers `status` and remembers what it was sent. */
function fakePushService(status: number | (() => Promise<number>)) {
  const sent: { target: PushTarget; payload: string }[] = [];
  const sender: PushSender = async (target, payload) => {
    sent.push({ target, payload });
    return typeof status === 'number' ? status : status();
  };
  t.app.push.delivery.useSender(sender);
  return sent;
}

const delivered = () => t.app.push.delivery.idle();

describe('POST and DELETE /api/push/subscriptions', () => {
  it('stores the caller’s subscription (201), and its owner may store it again with new keys', async () => {
    const [alice] = await newMembers(t.app, 1);
    const subscription = browserSubscription();
    const response = await subscribe(alice!, subscription);
    expect(response.statusCode).toBe(201);
    expect(await storedFor(subscription.endpoint)).toMatchObject([
      { userId: alice!.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    ]);
    expect((await subscribe(alice!, subscription)).statusCode).toBe(201);
    const renewed = { ...subscription, keys: { p256dh: 'renewed-p256dh', auth: 'renewed-auth' } };
    expect((await subscribe(alice!, renewed)).statusCode).toBe(201);
    expect(await storedFor(subscription.endpoint)).toMatchObject([{ userId: alice!.id, p256dh: 'renewed-p256dh', auth: 'renewed-auth' }]);
  });

  it('moves an endpoint to another account only when the caller shows its auth secret', async () => {
    const [alice, bob] = await newMembers(t.app, 2);
    const subscription = browserSubscription();
    expect((await subscribe(alice!, subscription)).statusCode).toBe(201);
    // The same browser, signed in to another account: it knows its own secret.
    const sameBrowser = { ...subscription, keys: { p256dh: 'rotated-p256dh', auth: subscription.keys.auth } };
    expect((await subscribe(bob!, sameBrowser)).statusCode).toBe(201);
    expect(await storedFor(subscription.endpoint)).toMatchObject([{ userId: bob!.id, p256dh: 'rotated-p256dh' }]);
  });

  it('refuses with 409 to move an endpoint to another account without its auth secret, and leaves it where it was', async () => {
    const [alice, mallory] = await newMembers(t.app, 2);
    const subscription = browserSubscription();
    expect((await subscribe(alice!, subscription)).statusCode).toBe(201);
    for (const keys of [
      { p256dh: 'mallory-p256dh', auth: 'mallory-auth' },
      { p256dh: subscription.keys.p256dh, auth: 'guessed-auth' },
    ]) {
      const response = await subscribe(mallory!, { ...subscription, keys });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: m.pushEndpointTaken });
    }
    expect(await storedFor(subscription.endpoint)).toMatchObject([
      { userId: alice!.id, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
    ]);
  });

  it.each([
    ['no keys', { endpoint: 'https://push.example.com/x' }],
    ['an empty key', { ...browserSubscription(), keys: { p256dh: '', auth: 'a' } }],
    ['an endpoint that is not a URL', { ...browserSubscription(), endpoint: 'not a url' }],
    ['a plain HTTP endpoint', { ...browserSubscription(), endpoint: 'http://push.example.com/x' }],
    ['an endpoint on the server’s own network', { ...browserSubscription(), endpoint: 'https://127.0.0.1/x' }],
    ['an endpoint on localhost', { ...browserSubscription(), endpoint: 'https://localhost:8443/x' }],
    ['an array', []],
  ])('answers 400 and stores nothing for %s', async (_name, payload) => {
    const [alice] = await newMembers(t.app, 1);
    const response = await subscribe(alice!, payload);
    expect(response.statusCode).toBe(400);
    const endpoint = (payload as { endpoint?: string }).endpoint;
    if (endpoint) expect(await storedFor(endpoint)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const subscription = browserSubscription();
    const response = await t.app.inject({ method: 'POST', url: paths.pushSubscriptions, payload: subscription });
    expect(response.statusCode).toBe(401);
    expect(await storedFor(subscription.endpoint)).toEqual([]);
  });

  it('deletes only the caller’s own subscription', async () => {
    const [alice, mallory] = await newMembers(t.app, 2);
    const subscription = browserSubscription();
    await subscribe(alice!, subscription);
    expect((await unsubscribe(mallory!, subscription.endpoint)).statusCode).toBe(204);
    expect(await storedFor(subscription.endpoint)).toHaveLength(1);
    const response = await unsubscribe(alice!, subscription.endpoint);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await storedFor(subscription.endpoint)).toEqual([]);
    expect((await unsubscribe(alice!, subscription.endpoint)).statusCode).toBe(204);
  });
});

describe('web push delivery', () => {
  async function subscribed(member: Member): Promise<BrowserSubscription> {
    const subscription = browserSubscription();
    expect((await subscribe(member, subscription)).statusCode).toBe(201);
    return subscription;
  }

  it('sends each new notification to every subscription of its recipient, and to no one else', async () => {
    const sent = fakePushService(201);
    const [alice, bob, carol] = await newMembers(t.app, 3);
    const phone = await subscribed(bob!);
    const laptop = await subscribed(bob!);
    const carols = await subscribed(carol!);
    await subscribed(alice!);

    await follow(t.app, alice!, bob!);
    await delivered();
    const [notification] = await notificationsOf(t.app, bob!);
    const toBob = sent.filter((s) => [phone.endpoint, laptop.endpoint].includes(s.target.endpoint));
    expect(toBob.map((s) => s.target).sort((a, b) => a.endpoint.localeCompare(b.endpoint))).toEqual(
      [phone, laptop].map(({ endpoint, keys }) => ({ endpoint, keys })).sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
    );
    for (const { payload } of toBob) expect(JSON.parse(payload) as Notification).toEqual(notification);
    expect(sent).toHaveLength(2);
    expect(sent.some((s) => s.target.endpoint === carols.endpoint)).toBe(false);
  });

  it.each([410, 404])('deletes a subscription the push service answers %i for', async (status) => {
    const [alice, bob] = await newMembers(t.app, 2);
    const gone = await subscribed(bob!);
    const sent = fakePushService(status);
    await follow(t.app, alice!, bob!);
    await delivered();
    expect(sent.map((s) => s.target.endpoint)).toEqual([gone.endpoint]);
    expect(await storedFor(gone.endpoint)).toEqual([]);
  });

  it('keeps a subscription on other failures', async () => {
    const [alice, bob, carol] = await newMembers(t.app, 3);
    const kept = await subscribed(bob!);
    fakePushService(500);
    await follow(t.app, alice!, bob!);
    await delivered();
    fakePushService(() => Promise.reject(new Error('network down')));
    await follow(t.app, carol!, bob!);
    await delivered();
    expect(await storedFor(kept.endpoint)).toHaveLength(1);
  });
});

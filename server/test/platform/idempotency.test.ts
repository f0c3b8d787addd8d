import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { follows, idempotencyKeys, notifications, sessions, users } from '../../src/db/schema.ts';
import { runMutation } from '../../src/http/mutation.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser, registrationInput, uniqueIp } from '../support/accounts.ts';

let release: () => void = () => {};
let failNext = false;
let countedRuns = 0;

/** Test-only routes; added to a second app on the same database as well. */
function addTestRoutes(app: FastifyInstance) {
  // A change that waits until released, to hold a key in flight.
  app.post('/test/slow', async (request, reply) =>
    runMutation(request, reply, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { status: 201, body: { done: true } };
    }),
  );
  app.post('/test/counted', async (request, reply) =>
    runMutation(request, reply, async () => {
      countedRuns += 1;
      return { status: 201, body: { run: countedRuns } };
    }),
  );
  // A change that writes, then fails once: the failed attempt must store nothing.
  app.post('/test/flaky', async (request, reply) =>
    runMutation(request, reply, async (tx) => {
      await tx.update(users).set({ bio: 'changed' }).where(sql`false`);
      if (failNext) {
        failNext = false;
        throw new Error('lost connection');
      }
      return { status: 200, body: { ok: true } };
    }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, addTestRoutes);
});
afterAll(() => t.close());

const key = () => crypto.randomUUID();
const register = (payload: object, idempotencyKey: string) =>
  t.app.inject({ method: 'POST', url: paths.register, payload, headers: { 'idempotency-key': idempotencyKey }, remoteAddress: uniqueIp() });
const follow = (token: string, id: string, idempotencyKey: string) =>
  t.app.inject({ method: 'PUT', url: paths.follow(id), headers: { ...bearer(token), 'idempotency-key': idempotencyKey } });
const usersNamed = (username: string) => t.app.db.select().from(users).where(eq(users.username, username));
const storedKey = (scope: string, idempotencyKey: string) =>
  t.app.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, idempotencyKey)));

describe('Idempotency-Key on register', () => {
  it('answers a repeat from the store with a working fresh token, making one user', async () => {
    const input = registrationInput();
    const k = key();
    const first = await register(input, k);
    const again = await register(input, k);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const { token: firstToken, ...firstUser } = first.json();
    const { token: againToken, ...againUser } = again.json();
    expect(againUser).toEqual(firstUser);
    expect(againToken).not.toBe(firstToken);
    for (const token of [firstToken, againToken]) {
      expect((await t.app.inject({ method: 'GET', url: paths.me, headers: bearer(token) })).statusCode).toBe(200);
    }
    expect(await usersNamed(input.username)).toHaveLength(1);
  });

  it('keeps no token (nor password) in the stored answer', async () => {
    const input = registrationInput();
    const k = key();
    const first = await register(input, k);
    const [row] = await storedKey('anonymous', k);
    expect(row!.status).toBe(201);
    const stored = JSON.stringify(row!.body);
    expect(row!.body).toMatchObject({ _id: first.json()._id, username: input.username });
    expect(row!.body).not.toHaveProperty('token');
    expect(stored).not.toContain(first.json().token);
    expect(stored).not.toContain(input.password);
  });

  it('answers 422 for the same key with another payload, creating nothing', async () => {
    const k = key();
    await register(registrationInput(), k);
    const other = registrationInput();
    const response = await register(other, k);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: m.idempotencyKeyReused });
    expect(await usersNamed(other.username)).toHaveLength(0);
  });

  it('answers 401 to a repeat that does not know the password, and opens no session', async () => {
    const input = registrationInput();
    const k = key();
    const first = await register(input, k);
    const response = await register({ ...input, password: 'guessed-pass', confirmPassword: 'guessed-pass' }, k);
    expect(response.statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, first.json()._id))).toHaveLength(1);
  });

  it('stores nothing for a refused request, so the key can be used again', async () => {
    const taken = await registerUser(t.app);
    const k = key();
    const input = registrationInput({ email: taken.input.email });
    expect((await register(input, k)).statusCode).toBe(409);
    expect(await storedKey('anonymous', k)).toHaveLength(0);
  });

  it('answers 400 for a key that is empty or too long', async () => {
    const input = registrationInput();
    for (const bad of ['', 'k'.repeat(256)]) {
      const response = await register(input, bad);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(m.idempotencyKeyInvalid);
    }
    expect(await usersNamed(input.username)).toHaveLength(0);
  });
});

describe('Idempotency-Key on follow', () => {
  it('answers a repeat from the store: one follow, one notification', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const k = key();
    const first = await follow(alice.token, bob.user._id, k);
    // Unfollowing in between shows the repeat is answered from the store, not done again.
    await t.app.inject({ method: 'PUT', url: paths.unfollow(bob.user._id), headers: bearer(alice.token) });
    const again = await follow(alice.token, bob.user._id, k);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.app.db.select().from(follows).where(eq(follows.followerId, alice.user._id))).toHaveLength(0);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, bob.user._id))).toHaveLength(1);
  });

  it('answers 422 for the same key on another user', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const carol = await registerUser(t.app);
    const k = key();
    await follow(alice.token, bob.user._id, k);
    const response = await follow(alice.token, carol.user._id, k);
    expect(response.statusCode).toBe(422);
    expect(await t.app.db.select().from(follows).where(eq(follows.followeeId, carol.user._id))).toHaveLength(0);
  });

  it('keeps keys per user: the same key from another user is that user’s own request', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const carol = await registerUser(t.app);
    const k = key();
    await follow(alice.token, carol.user._id, k);
    const response = await follow(bob.token, carol.user._id, k);
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(response.json()._id).toBe(bob.user._id);
  });
});

/** Holds a key in flight on `first`, sends it again on `second` (409), then once more after the first ends (its answer, replayed). */
async function inFlightThenReplayed(first: FastifyInstance, second: FastifyInstance) {
  const k = key();
  const slow = () => ({ method: 'POST' as const, url: '/test/slow', headers: { 'idempotency-key': k } });
  const running = first.inject(slow());
  await new Promise((resolve) => setTimeout(resolve, 100));
  const during = await second.inject(slow());
  expect(during.statusCode).toBe(409);
  expect(during.json()).toEqual({ message: m.idempotencyKeyInFlight });
  release();
  expect((await running).statusCode).toBe(201);
  const after = await second.inject(slow());
  expect(after.statusCode).toBe(201);
  expect(after.headers['idempotent-replayed']).toBe('true');
  expect(await storedKey('anonymous', k)).toHaveLength(1);
}

describe('runMutation', () => {
  it('does not run the work again for a repeated key', async () => {
    const k = key();
    const send = () => t.app.inject({ method: 'POST', url: '/test/counted', headers: { 'idempotency-key': k } });
    const first = await send();
    const runsAfterFirst = countedRuns;
    const again = await send();
    expect(again.json()).toEqual(first.json());
    expect(countedRuns).toBe(runsAfterFirst);
  });

  it('answers 409 while the first request with the key is still running, then replays it', () => inFlightThenReplayed(t.app, t.app));

  it('stores nothing when the work fails, so a retry does the work', async () => {
    const k = key();
    failNext = true;
    const failed = await t.app.inject({ method: 'POST', url: '/test/flaky', headers: { 'idempotency-key': k } });
    expect(failed.statusCode).toBe(500);
    expect(await storedKey('anonymous', k)).toHaveLength(0);
    const retry = await t.app.inject({ method: 'POST', url: '/test/flaky', headers: { 'idempotency-key': k } });
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });
});

/** Two apps on one PostgreSQL database stand for two API processes: each has its own memory, so only the database can tell them about each other's keys. */
describe.skipIf(!inject('databaseUrl'))('Idempotency-Key across processes', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await buildTestApp({}, addTestRoutes);
  });
  afterAll(() => other.close());

  it('answers 409 on the second process while the first still runs the key, then replays its answer', () => inFlightThenReplayed(t.app, other.app));
});

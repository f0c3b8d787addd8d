import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { AccountSession } from '#contract/entities.ts';
import { pushSubscriptions, sessions } from '../../src/db/schema.ts';
import * as sessionRows from '../../src/repositories/sessions.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser, uniqueIp, type RegisteredUser } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36';

async function loginFrom(account: RegisteredUser, userAgent: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: paths.login,
    payload: { email: account.input.email, password: account.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: uniqueIp(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const listSessions = (token: string) => t.app.inject({ method: 'GET', url: paths.sessions, headers: bearer(token) });
const me = (token: string) => t.app.inject({ method: 'GET', url: paths.me, headers: bearer(token) });
const subscribe = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: paths.pushSubscriptions,
    headers: bearer(token),
    payload: { endpoint: `https://push.example.com/send/${crypto.randomUUID()}`, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
  });
const sessionIdOf = async (token: string) => (await listSessions(token)).json<AccountSession[]>().find((session) => session.current)!.id;
const ageSession = (id: string, column: 'last_used_at' | 'created_at', days: number) =>
  t.app.db.execute(sql`update sessions set ${sql.raw(column)} = now() - make_interval(days => ${days}) where id = ${id}`);

describe('GET /api/users/me/sessions', () => {
  it("lists the caller's devices with the current one marked, and no one else's", async () => {
    const account = await registerUser(t.app);
    const phoneToken = await loginFrom(account, phone);
    await registerUser(t.app);
    const response = await listSessions(phoneToken);
    expect(response.statusCode).toBe(200);
    const list = response.json<AccountSession[]>();
    expect(list).toHaveLength(2);
    expect(list.filter((session) => session.current)).toHaveLength(1);
    expect(list.find((session) => session.current)!.userAgent).toBe(phone);
    const stored = await t.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, account.user._id));
    expect(list.map((session) => session.id).sort()).toEqual(stored.map((row) => row.id).sort());
  });

  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: paths.sessions })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/me/sessions/{id}', () => {
  it('signs the other device out: its token stops working and its push subscription goes, this one stays', async () => {
    const account = await registerUser(t.app);
    const phoneToken = await loginFrom(account, phone);
    expect((await subscribe(phoneToken)).statusCode).toBe(201);
    expect((await subscribe(account.token)).statusCode).toBe(201);
    const phoneSession = await sessionIdOf(phoneToken);

    const response = await t.app.inject({ method: 'DELETE', url: paths.session(phoneSession), headers: bearer(account.token) });
    expect(response.statusCode).toBe(204);
    expect((await me(phoneToken)).statusCode).toBe(401);
    expect((await me(account.token)).statusCode).toBe(200);
    const subscriptions = await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, account.user._id));
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]!.sessionId).toBe(await sessionIdOf(account.token));
  });

  it("answers 404 for another account's session and leaves it alone", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    const ownerSession = await sessionIdOf(owner.token);
    const response = await t.app.inject({ method: 'DELETE', url: paths.session(ownerSession), headers: bearer(stranger.token) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(m.sessionNotFound);
    expect((await me(owner.token)).statusCode).toBe(200);
  });
});

describe('session life', () => {
  it('ends a session unused for 30 days, and one older than a year however busy', async () => {
    const idle = await registerUser(t.app);
    await ageSession(await sessionIdOf(idle.token), 'last_used_at', 31);
    expect((await me(idle.token)).statusCode).toBe(401);

    const old = await registerUser(t.app);
    await ageSession(await sessionIdOf(old.token), 'created_at', 366);
    expect((await me(old.token)).statusCode).toBe(401);

    const recent = await registerUser(t.app);
    await ageSession(await sessionIdOf(recent.token), 'last_used_at', 29);
    expect((await me(recent.token)).statusCode).toBe(200);
  });

  it('notes the last use at most once an hour', async () => {
    const account = await registerUser(t.app);
    const id = await sessionIdOf(account.token);
    const lastUsed = async () => (await t.app.db.select().from(sessions).where(eq(sessions.id, id)))[0]!.lastUsedAt.getTime();
    await t.app.db.execute(sql`update sessions set last_used_at = now() - interval '50 minutes' where id = ${id}`);
    const within = await lastUsed();
    await me(account.token);
    expect(await lastUsed()).toBe(within);
    await t.app.db.execute(sql`update sessions set last_used_at = now() - interval '2 hours' where id = ${id}`);
    const before = await lastUsed();
    await me(account.token);
    expect(await lastUsed()).toBeGreaterThan(before + 60 * 60 * 1000);
  });

  it('deletes expired sessions with their push subscriptions in the sweep', async () => {
    const account = await registerUser(t.app);
    expect((await subscribe(account.token)).statusCode).toBe(201);
    const id = await sessionIdOf(account.token);
    await ageSession(id, 'last_used_at', 40);
    expect(await sessionRows.removeExpired(t.app.db)).toContain(id);
    expect(await t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, account.user._id))).toHaveLength(0);
  });
});

import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Notification, Post, SessionUser } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import type { ApiProcess } from '../../../scripts/cluster.mjs';
import { registrationInput, uniqueIp } from '../support/accounts.ts';
import { api } from '../support/cluster-checks.ts';
import { connect, record, waitFor } from '../support/social-fixtures.ts';
import {
  buildServerBundle,
  faultSuiteMissing,
  startPostgres,
  startRedis,
  startServer,
  type TestPostgres,
  type TestRedis,
} from '../support/fault-servers.ts';

const missing = faultSuiteMissing({ postgres: true, redis: true });
if (missing) console.log(`Redis fault tests skipped: ${missing}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything a process wrote to its output from the start (its own buffer keeps only the tail). */
function logOf(server: ApiProcess) {
  let text = '';
  server.child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return {
    count: (words: string) => text.split(words).length - 1,
  };
}

/**
 * Two processes of the built server on a PostgreSQL and a Redis of the test's
 * own, with the real rate limits. Redis is killed while they serve, then
 * started again: every request must still be answered at once, with limits
 * counted per process and live events delivered to each process's own
 * sockets, and the shared counts and cross-process events must come back by
 * themselves.
 */
describe.skipIf(missing)('Redis killed under running servers', () => {
  let postgres: TestPostgres;
  let redis: TestRedis;
  let servers: ApiProcess[] = [];
  let logs: ReturnType<typeof logOf>[] = [];
  let folder: string;
  let bundle: string;
  let alice: SessionUser;
  let bob: SessionUser;
  let post: Post;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const started = performance.now();
    const [database, cache, built] = await Promise.all([startPostgres(), startRedis(), buildServerBundle()]);
    postgres = database;
    redis = cache;
    folder = built.folder;
    bundle = built.bundle;
    // Behind a proxy as far as they know, so each run of logins can come from an address of its own.
    const env = { DATABASE_URL: postgres.url, REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '1', LOG_LEVEL: 'info', TRUST_PROXY: '1' };
    // One after the other: the second finds the migrations done.
    servers = [await startServer(bundle, folder, env)];
    servers.push(await startServer(bundle, folder, env));
    logs = servers.map(logOf);
    console.log(`own PostgreSQL, Redis and two server processes ready in ${(performance.now() - started).toFixed(0)} ms`);
    const register = async () => {
      const answer = await api<SessionUser>(servers[0]!.baseUrl, 'POST', paths.register, { json: registrationInput() });
      expect(answer.status).toBe(201);
      return answer.body;
    };
    alice = await register();
    bob = await register();
    const form = new FormData();
    form.set('title', 'Live through the outage');
    form.set('body', 'Likes reach the author while Redis is away.');
    const created = await api<Post>(servers[0]!.baseUrl, 'POST', paths.addPost, { token: alice.token, form });
    expect(created.status).toBe(201);
    post = created.body;
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await Promise.all(servers.map((server) => server.stop()));
    await redis?.kill();
    await postgres?.remove();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const expectAlive = () => {
    for (const server of servers) expect(server.exited, server.output()).toBe(false);
  };

  /** A comment by bob on alice's post through a process: each one notifies alice. */
  async function comment(through: ApiProcess) {
    const answer = await api(through.baseUrl, 'POST', paths.comments(post._id), { token: bob.token, json: { content: 'Lovely!' } });
    expect(answer.status).toBe(201);
  }

  /** Waits until every process's readiness says Redis answers. */
  async function redisSeenBy(entries: ApiProcess[]) {
    const since = performance.now();
    for (;;) {
      const answers = await Promise.all(entries.map((server) => api<{ checks: { redis: string } }>(server.baseUrl, 'GET', paths.readyz)));
      if (answers.every((answer) => answer.body.checks.redis === 'ok')) return;
      if (performance.now() - since > 15_000) throw new Error('Redis not seen again within 15 s');
      await sleep(100);
    }
  }

  /** Failed logins for a new email from a new address, spread over the processes given. */
  async function loginAttempts(entries: ApiProcess[], count: number): Promise<number[]> {
    const { email } = registrationInput();
    const headers = { 'x-forwarded-for': uniqueIp() };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < count; attempt += 1) {
      const entry = entries[attempt % entries.length]!;
      statuses.push((await api(entry.baseUrl, 'POST', paths.login, { json: { email, password: 'wrong-password' }, headers })).status);
    }
    return statuses;
  }

  it('answers every request at once, limits per process and delivers live events locally while Redis is down; all comes back when it returns', async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    // Alice's socket is held by process b; comment notifications go to her.
    const socket = await connect(b.baseUrl, alice.token);
    sockets.push(socket);
    const seen = record<Notification>(socket, 'notification');
    await sleep(300);
    await comment(a);
    await waitFor(() => seen.length === 1, 10_000);

    await redis.kill();
    const killedAt = performance.now();
    const timings: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const entry = servers[i % 2]!;
      const started = performance.now();
      const answer = await api(entry.baseUrl, 'GET', `${paths.posts}?limit=5`, { token: i % 3 ? alice.token : undefined });
      timings.push(performance.now() - started);
      statuses.add(answer.status);
    }
    console.log(
      `Redis killed: 30 feed requests answered ${[...statuses].join(',')}, slowest ${Math.max(...timings).toFixed(0)} ms, ` +
        `median ${timings.sort((x, y) => x - y)[15]!.toFixed(0)} ms`,
    );
    expect([...statuses]).toEqual([200]);
    expect(Math.max(...timings)).toBeLessThan(2000);

    // Each process counts for itself: 25 failed logins through one reach its limit.
    const local = await loginAttempts([a], 26);
    expect(local.slice(0, 25).every((status) => status === 401)).toBe(true);
    expect(local[25]).toBe(429);

    // A comment through b reaches alice's socket on b; one through a publishes to a Redis that is down, and a stays up.
    const before = seen.length;
    await comment(b);
    await waitFor(() => seen.length === before + 1, 5000);
    await comment(a);
    await comment(a);
    const readiness = await Promise.all(servers.map((server) => api(server.baseUrl, 'GET', paths.readyz)));
    for (const answer of readiness) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'down' } });
    }
    await sleep(500);
    expectAlive();
    for (const log of logs) expect(log.count('Redis for rate limits unavailable')).toBe(1);
    console.log(`Redis down for ${(performance.now() - killedAt).toFixed(0)} ms, both processes up`);

    await redis.start();
    const restartedAt = performance.now();
    await redisSeenBy(servers);
    console.log(`both processes reconnected ${(performance.now() - restartedAt).toFixed(0)} ms after Redis started again`);
    // The rate-limit store tries Redis again at most 2 s after its last failure, on the next request.
    await sleep(2100);
    await Promise.all(servers.map((server) => api(server.baseUrl, 'GET', paths.livez)));
    await Promise.all(servers.map((server) => api(server.baseUrl, 'GET', `${paths.posts}?limit=1`)));

    const shared = await loginAttempts([a, b], 26);
    console.log(`after Redis returned, logins spread over both: ${shared.filter((status) => status === 401).length} x 401, then ${shared.at(-1)}`);
    expect(shared.slice(0, 25).every((status) => status === 401)).toBe(true);
    expect(shared[25]).toBe(429);

    // A comment through a reaches alice's socket on b again, through Redis.
    const beforeAcross = seen.length;
    const sentAt = performance.now();
    await comment(a);
    await waitFor(() => seen.length > beforeAcross, 10_000);
    console.log(`comment through a -> socket on b after the outage: ${(performance.now() - sentAt).toFixed(0)} ms`);
    expectAlive();
    for (const log of logs) expect(log.count('Redis for rate limits available again')).toBe(1);
  }, 90_000);

  it('starts and serves while Redis is down, rate limits off, and stays up as its publishes fail', async () => {
    await redis.kill();
    const started = performance.now();
    const server = await startServer(bundle, folder, { DATABASE_URL: postgres.url, REDIS_URL: redis.url, RATE_LIMIT_MULTIPLIER: '0' });
    servers.push(server);
    console.log(`a process started with Redis down in ${(performance.now() - started).toFixed(0)} ms`);
    for (let i = 0; i < 4; i += 1) await comment(server);
    await sleep(1000);
    expect(server.exited, server.output()).toBe(false);
    expect((await api(server.baseUrl, 'GET', paths.readyz)).body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'down' } });
    await redis.start();
  }, 60_000);

  it('answers within a second while Redis hangs (stopped, connections open), and shares counts again once it answers', async () => {
    const [a, b] = servers as [ApiProcess, ApiProcess];
    await redisSeenBy([a, b]);
    redis.freeze();
    const timings: number[] = [];
    const statuses = new Set<number>();
    try {
      for (let i = 0; i < 20; i += 1) {
        const started = performance.now();
        const answer = await api(servers[i % 2]!.baseUrl, 'GET', `${paths.posts}?limit=5`, { token: alice.token });
        timings.push(performance.now() - started);
        statuses.add(answer.status);
      }
      await comment(a);
      const readyz = await api(b.baseUrl, 'GET', paths.readyz);
      console.log(
        `Redis frozen: 20 feed requests answered ${[...statuses].join(',')}, slowest ${Math.max(...timings).toFixed(0)} ms ` +
          `(the command timeout is 500 ms), then readyz ${readyz.status} ${JSON.stringify(readyz.body)}`,
      );
      expect([...statuses]).toEqual([200]);
      expect(Math.max(...timings)).toBeLessThan(1500);
      expect(readyz.body).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'down' } });
      expectAlive();
    } finally {
      redis.thaw();
    }
    await sleep(2100);
    await Promise.all(servers.map((server) => api(server.baseUrl, 'GET', `${paths.posts}?limit=1`)));
    const shared = await loginAttempts([a, b], 26);
    expect(shared.slice(0, 25).every((status) => status === 401)).toBe(true);
    expect(shared[25]).toBe(429);
  }, 60_000);
});

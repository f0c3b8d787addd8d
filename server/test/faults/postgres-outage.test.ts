import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Post, SessionUser } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { ApiProcess } from '../../../scripts/cluster.mjs';
import { registrationInput } from '../support/accounts.ts';
import { api } from '../support/cluster-checks.ts';
import { connect } from '../support/social-fixtures.ts';
import { buildServerBundle, faultSuiteMissing, startPostgres, startServer, type TestPostgres } from '../support/fault-servers.ts';

const missing = faultSuiteMissing({ postgres: true });
if (missing) console.log(`PostgreSQL fault tests skipped: ${missing}`);

interface Seen {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One process of the built server on a PostgreSQL server of the test's own,
 * which the tests stop, start and restart while requests flow: the process
 * must stay up, answer 503 with Retry-After while the database is away, and
 * serve again once it is back, without a restart of its own.
 */
describe.skipIf(missing)('PostgreSQL stopped or restarting under a running server', () => {
  let postgres: TestPostgres;
  let server: ApiProcess;
  let folder: string;
  let user: SessionUser;
  let post: Post;

  beforeAll(async () => {
    const started = performance.now();
    const [database, built] = await Promise.all([startPostgres(), buildServerBundle()]);
    postgres = database;
    folder = built.folder;
    // Short timeouts: a statement that gets no answer at all fails after 2 s (1 s + 1 s), and a read that joined a
    // batch behind one that failed so waits at most twice that, within 5 s.
    // The limits stay on, ten times higher: under load the one account sends as fast as it is answered, and the
    // per-account limit would end the test before the restart does.
    server = await startServer(built.bundle, folder, {
      DATABASE_URL: postgres.url,
      RATE_LIMIT_MULTIPLIER: '10',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
    });
    console.log(`own PostgreSQL and one server process ready in ${(performance.now() - started).toFixed(0)} ms`);
    const registered = await api<SessionUser>(server.baseUrl, 'POST', paths.register, { json: registrationInput() });
    expect(registered.status).toBe(201);
    user = registered.body;
    const form = new FormData();
    form.set('title', 'Through the outage');
    form.set('body', 'Comments arrive while the database restarts.');
    const created = await api<Post>(server.baseUrl, 'POST', paths.addPost, { token: user.token, form });
    expect(created.status).toBe(201);
    post = created.body;
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await postgres?.remove();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const timed = async (method: string, path: string, options: Parameters<typeof api>[3] = {}): Promise<Seen> => {
    const started = performance.now();
    const answer = await api(server.baseUrl, method, path, options);
    return { status: answer.status, ms: performance.now() - started, retryAfter: answer.headers.get('retry-after'), body: answer.body };
  };

  const expectAlive = () => {
    expect(server.exited, server.output()).toBe(false);
  };

  it('answers 503 with Retry-After within 5 s while PostgreSQL is stopped, stays up, and serves again once it is back', async () => {
    expect((await timed('GET', paths.posts, { token: user.token })).status).toBe(200);
    const pid = server.child.pid;
    const stoppedAt = performance.now();
    await postgres.stop();
    console.log(`pg_ctl stop -m fast took ${(performance.now() - stoppedAt).toFixed(0)} ms`);

    const whileDown: Seen[] = [];
    for (let i = 0; i < 6; i += 1) {
      whileDown.push(await timed('GET', paths.posts, { token: user.token }));
      whileDown.push(await timed('GET', paths.posts));
      whileDown.push(
        await timed('POST', paths.comments(post._id), {
          token: user.token,
          json: { content: `while down ${i}` },
          headers: { 'idempotency-key': crypto.randomUUID() },
        }),
      );
      await sleep(200);
    }
    const readyz = await timed('GET', paths.readyz);
    const livez = await timed('GET', paths.livez);
    const socketRefusal = await connect(server.baseUrl, user.token).then(
      (socket) => {
        socket.close();
        return 'connected';
      },
      (error: Error) => error.message,
    );
    console.log(
      `while stopped: ${whileDown.length} requests, statuses ${[...new Set(whileDown.map((seen) => seen.status))].join(',')}, ` +
        `slowest ${Math.max(...whileDown.map((seen) => seen.ms)).toFixed(0)} ms; readyz ${readyz.status} in ${readyz.ms.toFixed(0)} ms`,
    );
    for (const seen of whileDown) {
      expect(seen.status).toBe(503);
      expect(seen.retryAfter).toMatch(/^\d+$/);
      expect(seen.body).toEqual({ message: m.serviceUnavailable });
      expect(seen.ms).toBeLessThan(5000);
    }
    expect(readyz.status).toBe(503);
    expect(readyz.body).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'off' } });
    expect(livez.status).toBe(200);
    expect(socketRefusal).toBe(m.serviceUnavailable);
    expectAlive();

    const restartedAt = performance.now();
    await postgres.start();
    let recovered: Seen | undefined;
    while (performance.now() - restartedAt < 20_000) {
      const seen = await timed('GET', paths.posts, { token: user.token });
      if (seen.status === 200) {
        recovered = seen;
        break;
      }
      expect(seen.status).toBe(503);
      await sleep(100);
    }
    console.log(`serving again ${(performance.now() - restartedAt).toFixed(0)} ms after pg_ctl start began`);
    expect(recovered?.status).toBe(200);
    expect((await timed('GET', paths.readyz)).status).toBe(200);
    expectAlive();
    expect(server.child.pid).toBe(pid);
  }, 60_000);

  it('loses and doubles no comment when PostgreSQL restarts (pg_ctl restart -m fast) under load, each retried with its Idempotency-Key', async () => {
    const acknowledged: string[] = [];
    const sent = new Map<string, string>();
    const statuses = new Map<number | string, number>();
    const count = (status: number | string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    let slowest = 0;
    let writing = true;

    /** Like the app's outbox: a change keeps its key and is sent again on 503, 409 or a network error until it is answered. */
    const writer = async (id: number) => {
      for (let n = 0; writing; n += 1) {
        const content = `writer ${id} comment ${n} ${crypto.randomUUID()}`;
        const key = crypto.randomUUID();
        sent.set(key, content);
        for (;;) {
          const started = performance.now();
          const answer = await api(server.baseUrl, 'POST', paths.comments(post._id), {
            token: user.token,
            json: { content },
            headers: { 'idempotency-key': key },
          }).catch((error: Error) => ({ status: `network ${error.message}` as const, headers: new Headers() }));
          slowest = Math.max(slowest, performance.now() - started);
          count(answer.status);
          if (answer.status === 201) {
            acknowledged.push(content);
            break;
          }
          if (answer.status === 503) expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
          else if (answer.status !== 409) throw new Error(`unexpected answer ${answer.status}`);
          await sleep(100);
        }
      }
    };
    const reader = async () => {
      while (writing) {
        const started = performance.now();
        const answer = await api(server.baseUrl, 'GET', paths.post(post._id), { token: user.token });
        slowest = Math.max(slowest, performance.now() - started);
        count(answer.status);
        expect([200, 503]).toContain(answer.status);
      }
    };

    const load = Promise.all([writer(1), writer(2), writer(3), writer(4), reader(), reader()]);
    await sleep(1500);
    const restartStarted = performance.now();
    await postgres.restart();
    console.log(`pg_ctl restart -m fast took ${(performance.now() - restartStarted).toFixed(0)} ms`);
    await sleep(3000);
    writing = false;
    await load;
    expectAlive();

    console.log(
      `under load: ${acknowledged.length} comments acknowledged of ${sent.size} sent; answers ${JSON.stringify(Object.fromEntries(statuses))}; slowest ${slowest.toFixed(0)} ms`,
    );
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(5000);

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    try {
      const rows = (
        await client.query<{ content: string; n: number }>('SELECT content, count(*)::int AS n FROM comments WHERE post_id = $1 GROUP BY content', [
          post._id,
        ])
      ).rows;
      const stored = new Map(rows.map((row) => [row.content, row.n]));
      for (const content of acknowledged) expect(stored.get(content), content).toBe(1);
      for (const content of sent.values()) expect(stored.get(content) ?? 0, content).toBeLessThanOrEqual(1);
    } finally {
      await client.end();
    }
    expect((await timed('GET', paths.readyz)).status).toBe(200);
  }, 60_000);

  it('answers 503 within 5 s while PostgreSQL is frozen (nothing answers, connections stay open), and serves again once it runs', async () => {
    expect((await timed('GET', paths.posts, { token: user.token })).status).toBe(200);
    await postgres.freeze();
    const whileFrozen: Seen[] = [];
    try {
      const send = (i: number) =>
        i % 3 === 2
          ? timed('POST', paths.comments(post._id), {
              token: user.token,
              json: { content: `while frozen ${i}` },
              headers: { 'idempotency-key': crypto.randomUUID() },
            })
          : timed('GET', paths.posts, { token: i % 3 ? user.token : undefined });
      // Several at once, more than the pool has connections, as a busy server would have them.
      whileFrozen.push(...(await Promise.all(Array.from({ length: 12 }, (_, i) => send(i)))));
      whileFrozen.push(...(await Promise.all(Array.from({ length: 3 }, (_, i) => send(i)))));
      const readyz = await timed('GET', paths.readyz);
      console.log(
        `while frozen: ${whileFrozen.length} requests, statuses ${[...new Set(whileFrozen.map((seen) => seen.status))].join(',')}, ` +
          `slowest ${Math.max(...whileFrozen.map((seen) => seen.ms)).toFixed(0)} ms; readyz ${readyz.status} in ${readyz.ms.toFixed(0)} ms`,
      );
      for (const seen of whileFrozen) {
        expect(seen.status).toBe(503);
        expect(seen.retryAfter).toMatch(/^\d+$/);
        expect(seen.ms).toBeLessThan(5000);
      }
      expect(readyz.status).toBe(503);
      expect(readyz.ms).toBeLessThan(5000);
      expectAlive();
    } finally {
      await postgres.thaw();
    }
    const thawedAt = performance.now();
    let recovered = 0;
    while (performance.now() - thawedAt < 20_000) {
      if ((await timed('GET', paths.posts, { token: user.token })).status === 200 && ++recovered === 3) break;
      await sleep(100);
    }
    console.log(`serving again ${(performance.now() - thawedAt).toFixed(0)} ms after the database runs again`);
    expect(recovered).toBe(3);
    expect((await timed('GET', paths.readyz)).status).toBe(200);
    expectAlive();
  }, 60_000);
});

import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import { addPost, call } from '../support/content-fixtures.ts';

const token = 'scrape-secret-0123456789';
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ metricsToken: token }, (app) => {
    app.get('/api/test-failure', async () => {
      throw new Error('a bug');
    });
  });
  off = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const scrape = (app = t.app, authorization = `Bearer ${token}`) => app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one sample line of the exposition text, or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split('\n')
    .find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `) ? wanted.every((label) => row.includes(label)) : false));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(off.app)).statusCode).toBe(404);
  });

  it('answers only the holder of the token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape(t.app, 'Bearer wrong-secret')).statusCode).toBe(401);
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('pawpals_process_resident_memory_bytes');
  });

  it('counts requests by declared route, never by id, with their time and 5xx apart', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author, { title: 'Counted', body: 'A post to read twice' });
    const before = sample((await scrape()).body, 'pawpals_http_requests_total', { route: '/api/posts/post/:id', status: '200' }) ?? 0;
    for (let read = 0; read < 2; read += 1) expect((await t.app.inject({ method: 'GET', url: paths.post(post._id) })).statusCode).toBe(200);
    const text = (await scrape()).body;
    expect(sample(text, 'pawpals_http_requests_total', { method: 'GET', route: '/api/posts/post/:id', status: '200' })).toBe(before + 2);
    expect(text).not.toContain(post._id);
    expect(sample(text, 'pawpals_http_request_duration_seconds_count', { route: '/api/posts/post/:id' })).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'pawpals_http_server_errors_total', { route: '/api/posts/post/:id' })).toBeUndefined();

    expect((await t.app.inject({ method: 'GET', url: '/api/test-failure' })).statusCode).toBe(500);
    expect(sample((await scrape()).body, 'pawpals_http_server_errors_total', { route: '/api/test-failure' })).toBe(1);
  });

  it('counts a keyed write sent again as a replay', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author, { title: 'Liked', body: 'Liked twice with one key' });
    const before = sample((await scrape()).body, 'pawpals_idempotent_replays_total') ?? 0;
    const key = { 'idempotency-key': crypto.randomUUID() };
    expect((await call(t.app, 'POST', paths.like(post._id), author, undefined, key)).statusCode).toBe(200);
    expect((await call(t.app, 'POST', paths.like(post._id), author, undefined, key)).headers['idempotent-replayed']).toBe('true');
    expect(sample((await scrape()).body, 'pawpals_idempotent_replays_total')).toBe(before + 1);
  });

  it('reports the mail queue, the push queue and the sockets as they are', async () => {
    const waitingBefore = await t.app.mail.waiting();
    await registerUser(t.app);
    const text = (await scrape()).body;
    expect(sample(text, 'pawpals_mail_queue_waiting')).toBe(waitingBefore + 1);
    expect(sample(text, 'pawpals_push_queue_waiting')).toBe(0);
    expect(sample(text, 'pawpals_sockets_connected')).toBe(0);
  });

  it('reports the PostgreSQL pool (open, idle, waiting), and nothing for the embedded database, which has none', async () => {
    await t.app.inject({ method: 'GET', url: paths.posts });
    const text = (await scrape()).body;
    if (!process.env.TEST_DATABASE_URL) {
      expect(sample(text, 'pawpals_db_pool')).toBeUndefined();
      return;
    }
    const open = sample(text, 'pawpals_db_pool', { state: 'open' })!;
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(10);
    expect(sample(text, 'pawpals_db_pool', { state: 'idle' })).toBeLessThanOrEqual(open);
    expect(sample(text, 'pawpals_db_pool', { state: 'waiting' })).toBe(0);
  });

  it('still answers while the database does not, the queue gauges keeping their last values', async () => {
    const down = await buildTestApp({ metricsToken: token });
    const client = (down.app.db as unknown as { $client: PGlite }).$client;
    // On PostgreSQL (TEST_DATABASE_URL) the database of the run cannot be stopped here.
    if (!client.close) return void (await down.close());
    const before = (await scrape(down.app)).body;
    await client.close();
    const answer = await scrape(down.app);
    expect(answer.statusCode).toBe(200);
    for (const gauge of ['pawpals_mail_queue_waiting', 'pawpals_media_delete_queue_waiting']) {
      expect(sample(answer.body, gauge), gauge).toBe(sample(before, gauge));
    }
    await down.close().catch(() => undefined);
  });

  it('reports the image delete queue, shared by the processes, until the images are removed', async () => {
    const waitingBefore = await t.app.media.waitingRemovals();
    const names = await t.app.media.forget(t.app.db, [`/media/${'d'.repeat(32)}.webp`, `/media/${'e'.repeat(32)}.webp`]);
    expect(names).toHaveLength(2);
    expect(sample((await scrape()).body, 'pawpals_media_delete_queue_waiting')).toBe(waitingBefore + 2);
    await t.app.media.removeNow(names);
    expect(sample((await scrape()).body, 'pawpals_media_delete_queue_waiting')).toBe(waitingBefore);
  });
});

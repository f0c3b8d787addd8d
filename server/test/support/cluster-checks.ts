import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import type { Socket } from 'socket.io-client';
import type { Notification, Post, SessionUser } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import journal from '../../src/db/migrations/meta/_journal.json' with { type: 'json' };
import sharp from 'sharp';
import { registrationInput } from './accounts.ts';
import { jpegImage } from './images.ts';
import { connect, record, waitFor } from './social-fixtures.ts';

type Transport = 'websocket' | 'polling';

/** Where the checks send their requests: `entry(i)` stands for process i (the balancer's address when behind one). */
export interface ClusterUnderTest {
  entry(index: number): string;
  /** Where sockets connect, and the transports of the checks' first and second socket. */
  socketEntry: string;
  socketTransports: [Transport[], Transport[]];
  databaseUrl: string;
}

interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** A call to the API by URL, as a browser would make it, with an optional bearer token. */
export async function api<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

async function queryCluster<T extends pg.QueryResultRow>(databaseUrl: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const elapsed = (since: number) => `${(performance.now() - since).toFixed(1)} ms`;

/**
 * The checks that make several API processes one service: what one writes
 * the others read at once, an Idempotency-Key and a rate limit count across
 * them, live events and dropped sessions reach sockets held by another, and
 * starting together migrates once. Registers two accounts (the per-address
 * register limit allows five) and, last, logs one of them out.
 */
export function clusterChecks(cluster: () => ClusterUnderTest) {
  let alice: SessionUser;
  let bob: SessionUser;
  let post: Post;
  const sockets: Socket[] = [];

  async function register(index: number): Promise<SessionUser> {
    const answer = await api<SessionUser>(cluster().entry(index), 'POST', paths.register, { json: registrationInput() });
    if (answer.status !== 201) throw new Error(`register answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.body;
  }

  async function socketOf(user: SessionUser): Promise<Socket> {
    const socket = await connect(cluster().socketEntry, user.token, cluster().socketTransports[sockets.length % 2]);
    sockets.push(socket);
    return socket;
  }

  beforeAll(async () => {
    alice = await register(0);
    bob = await register(1);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it('migrated once, though the processes started together', async () => {
    const [applied] = await queryCluster<{ n: number }>(cluster().databaseUrl, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    console.log(`migrations table: ${applied!.n} rows for ${journal.entries.length} migrations`);
    expect(applied!.n).toBe(journal.entries.length);
  });

  it('reads on one process what another just wrote: the post in the feed and by id', async () => {
    const form = new FormData();
    form.set('title', 'Across processes');
    form.set('body', 'Written on one, read on another.');
    const created = await api<Post>(cluster().entry(0), 'POST', paths.addPost, { token: alice.token, form });
    expect(created.status).toBe(201);
    post = created.body;
    const started = performance.now();
    const [feed, byId] = await Promise.all([
      api<Post[]>(cluster().entry(1), 'GET', `${paths.posts}?limit=20`, { token: bob.token }),
      api<Post>(cluster().entry(2), 'GET', paths.post(post._id), { token: bob.token }),
    ]);
    console.log(`read after write on other processes: ${elapsed(started)}`);
    expect(feed.body.map((row) => row._id)).toContain(post._id);
    expect(byId.status).toBe(200);
    expect(byId.body.title).toBe('Across processes');
  });

  it('serves an image uploaded through one process from every other (one bucket)', async () => {
    const form = new FormData();
    form.set('avatar', new Blob([new Uint8Array(await jpegImage(64, 48))], { type: 'image/jpeg' }), 'avatar.jpg');
    const updated = await api<{ avatar: string }>(cluster().entry(0), 'PUT', paths.updateProfile, { token: alice.token, form });
    expect(updated.status).toBe(200);
    for (const index of [1, 2]) {
      const served = await fetch(`${cluster().entry(index)}${updated.body.avatar}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(64);
    }
  });

  it('serves the same Web Push public key from every process, made once and kept in the database', async () => {
    const keys = await Promise.all([0, 1, 2].map(async (index) => (await api(cluster().entry(index), 'GET', paths.pushPublicKey)).body));
    expect(new Set(keys.map((key) => JSON.stringify(key))).size).toBe(1);
    const stored = await queryCluster<{ public_key: string }>(cluster().databaseUrl, 'SELECT public_key FROM vapid_keys');
    expect(stored.map((row) => ({ publicKey: row.public_key }))).toEqual([keys[0]]);
  });

  it('does the work of an Idempotency-Key sent to two processes at the same moment once', async () => {
    const statuses: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const content = `Same key, round ${round}, ${crypto.randomUUID()}`;
      const headers = { 'idempotency-key': crypto.randomUUID() };
      const send = (index: number) => api(cluster().entry(index), 'POST', paths.comments(post._id), { token: bob.token, json: { content }, headers });
      const answers = await Promise.all([send(0), send(1)]);
      statuses.push(answers.map((answer) => `${answer.status}${answer.headers.get('idempotent-replayed') ? ' replayed' : ''}`).join(' + '));
      const written = answers.filter((answer) => answer.status === 201 && !answer.headers.get('idempotent-replayed'));
      expect(written).toHaveLength(1);
      for (const other of answers.filter((answer) => !written.includes(answer))) {
        if (other.status === 409) expect(other.body).toEqual({ message: m.idempotencyKeyInFlight });
        else expect(other.body).toEqual(written[0]!.body);
      }
      const rows = await queryCluster(cluster().databaseUrl, 'SELECT id FROM comments WHERE content = $1', [content]);
      expect(rows).toHaveLength(1);
    }
    console.log(`same key on two processes at once: ${statuses.join(', ')}`);
  });

  it('counts a rate limit across processes: the login limit is reached by requests spread over them', async () => {
    const statuses: number[] = [];
    const { email } = registrationInput();
    // The login limits allow 25 attempts (per address and per email); each process sees only a share of them.
    for (let attempt = 0; attempt < 26; attempt += 1) {
      const answer = await api(cluster().entry(attempt % 3), 'POST', paths.login, { json: { email, password: 'wrong-password' } });
      statuses.push(answer.status);
    }
    console.log(`login attempts spread over 3 entries: ${statuses.filter((status) => status === 401).length} refused (401), then ${statuses.at(-1)}`);
    expect(statuses.slice(0, 25).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('notifies a socket held by one process of a like made through another', async () => {
    const socket = await socketOf(alice);
    const seen = record<Notification>(socket, 'notification');
    // The room subscription reaches Redis asynchronously after the handshake.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const like = await api(cluster().entry(0), 'POST', paths.like(post._id), { token: bob.token });
    expect(like.status).toBe(200);
    await waitFor(() => seen.some((notification) => notification.type === 'like'), 10_000);
    console.log(`like -> notification on the socket: ${elapsed(started)} (request included)`);
    expect(seen.find((notification) => notification.type === 'like')).toMatchObject({ from: { _id: bob._id }, post: post._id });
    expect(socket.connected).toBe(true);
  });

  it('drops the socket of a session logged out through another process at once', async () => {
    const socket = await socketOf(bob);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = performance.now();
    expect((await api(cluster().entry(0), 'POST', paths.logout, { token: bob.token })).status).toBe(204);
    const reason = await Promise.race([dropped, new Promise<string>((resolve) => setTimeout(() => resolve('still connected after 10 s'), 10_000))]);
    console.log(`logout -> socket dropped: ${elapsed(started)}`);
    expect(reason).toBe('io server disconnect');
  });
}

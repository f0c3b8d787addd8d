/**
 * The cost of one write of each common kind, on one API process: a like, a comment, a chat message and a
 * follow, each with an Idempotency-Key as the app's client sends them. For each it prints the SQL statements
 * one request runs (BEGIN and COMMIT included, and what runs after the commit: push, live updates), then
 * req/s and p50/p99 latency under CONNECTIONS (20) connections, each connection a different signed-in user
 * whose every request makes a new like, comment, message or follow (never a repeat that changes nothing).
 * Rate limits are off, as a benchmark of 20 users would otherwise meet the per-account one.
 * Run: BENCH_DATABASE_URL=postgres://... npx tsx server/bench/writes.ts (a scratch database beside that one;
 * without it PGlite in a data folder). DURATION=seconds per run, KINDS=like,follow runs some only, SHOW_SQL=1 prints one request's statements.
 * The load runs in a worker thread, so the server keeps this process's event loop.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { inArray, sql } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { follows, likes, posts, users } from '../src/db/schema.ts';
import type { Db } from '../src/db/client.ts';
import { newId } from '../src/db/ids.ts';
import { recordBench } from '../../scripts/bench-record.mjs';
import { benchApp } from './bench-app.ts';
import { openSession } from '../src/services/sessions.ts';

const connections = Number(process.env.CONNECTIONS ?? 20);
const duration = Number(process.env.DURATION ?? 10);
const warmUpSeconds = 2;
const userCount = 3000;
const postCount = 6000;
/** Users 0 to connections-1 write; each one's chat partner is `connections` further on; the probe is user 2 * connections. */
const probe = 2 * connections;
const authors = { first: 100, count: 200 };
const followTargets = { first: 300, count: userCount - 300 };
const probeRequests = 20;
const partnerOf = (user: number) => (user === probe ? probe + 1 : user + connections);

let statementCount = 0;
let recording: string[] | null = null;
const { app, dataDir, onPostgres, databaseName, close } = await benchApp({
  onQuery: (query, params) => {
    statementCount += 1;
    recording?.push(`${query} -- ${JSON.stringify(params)}`);
  },
});

const { userIds, postIds } = await seed(app.db);
const tokenOf = new Map<number, string>();
for (const index of [...Array.from({ length: connections }, (_, i) => i), probe])
  tokenOf.set(index, await openSession(app.db, userIds[index]!, 'bench'));
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

type Write = { method: 'POST' | 'PUT'; path: string; body?: unknown };
type Kind = 'like' | 'comment' | 'message' | 'follow';
/** The k-th write of `user`: a new like or comment on a different post, a message, a follow of a different user. */
const writeOf: Record<Kind, (user: number, k: number) => Write> = {
  like: (user, k) => ({ method: 'POST', path: paths.like(postIds[(user * 293 + k) % postCount]!) }),
  comment: (user, k) => ({ method: 'POST', path: paths.comments(postIds[(user * 293 + k) % postCount]!), body: { content: `Comment ${k}` } }),
  message: (user, k) => ({ method: 'POST', path: paths.addMessage, body: { receiver: userIds[partnerOf(user)], content: `Message ${k}` } }),
  follow: (user, k) => ({ method: 'PUT', path: paths.follow(userIds[followTargets.first + ((user * 137 + k) % followTargets.count)]!) }),
};
const expectedStatus: Record<Kind, number> = { like: 200, comment: 201, message: 201, follow: 200 };

/** Sends the probe user's writes one at a time: the statements each runs, pushes and live updates included. */
async function statementsPerRequest(kind: Kind): Promise<number> {
  // The probe's writes start far from any connection's, so none repeats another's.
  const first = 5000;
  let total = 0;
  // What the previous load left behind (pushes waiting in the queue, live updates) finishes first.
  await app.push.delivery.idle();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (let k = 0; k < probeRequests; k += 1) {
    const write = writeOf[kind](probe, first + k);
    if (k === 0 && process.env.SHOW_SQL) recording = [];
    const before = statementCount;
    const response = await fetch(`${baseUrl}${write.path}`, {
      method: write.method,
      headers: {
        authorization: `Bearer ${tokenOf.get(probe)}`,
        'idempotency-key': `probe-${kind}-${k}`,
        ...(write.body ? { 'content-type': 'application/json' } : {}),
      },
      body: write.body ? JSON.stringify(write.body) : undefined,
    });
    if (response.status !== expectedStatus[kind]) throw new Error(`${kind}: ${response.status} ${await response.text()}`);
    await app.push.delivery.idle();
    // The live update of a post waits for its own statement in the background: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 20));
    total += statementCount - before;
    if (recording) {
      console.log(`${kind}, one request:\n  ${recording.join('\n  ')}`);
      recording = null;
    }
  }
  return total / probeRequests;
}

// With workers, autocannon takes setupClient as the path of a module, which its types do not allow for.
type Load = Omit<autocannon.Options, 'setupClient'> & { setupClient?: string };
const cannon = (load: Load) => autocannon(load as autocannon.Options);
const client = fileURLToPath(new URL('./writes-client.cjs', import.meta.url));
const planFile = path.join(dataDir, 'plan.json');

/** Runs `seconds` of writes, each connection's from its `start`-th write on, so that no run repeats an earlier one. */
async function load(kind: Kind, seconds: number, start: number) {
  const plans = Array.from({ length: connections }, (_, user) => ({
    token: tokenOf.get(user),
    writes: Array.from({ length: 2500 }, (_, k) => writeOf[kind](user, start + k)),
  }));
  await writeFile(planFile, JSON.stringify(plans));
  process.env.BENCH_WRITES_PLAN = planFile;
  const result = await cannon({ url: baseUrl, connections, duration: seconds, workers: 1, setupClient: client });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${kind}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const perConnection = result.requests.total / connections;
  if (perConnection > 2400) throw new Error(`${kind}: ${perConnection} requests a connection, more than its plan's new writes`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}

let likeRequests = 0;
const figures: { kind: Kind; statements: number; rps: number; p50: number; p99: number }[] = [];
const kinds = (['like', 'comment', 'message', 'follow'] as const).filter((kind) => !process.env.KINDS || process.env.KINDS.split(',').includes(kind));
for (const kind of kinds) {
  const statements = await statementsPerRequest(kind);
  const warmUp = await load(kind, warmUpSeconds, 0);
  const measured = await load(kind, duration, Math.ceil((warmUp.total / connections) * 1.5) + 50);
  figures.push({ kind, statements, ...measured });
  if (kind === 'like') likeRequests = warmUp.total + measured.total;
  console.log(
    `${kind.padEnd(8)} ${statements.toFixed(1).padStart(5)} statements/request ${measured.rps.toFixed(0).padStart(6)} req/s  p50 ${measured.p50} ms  p99 ${measured.p99} ms`,
  );
}
const [{ stored } = { stored: 0 }] = await app.db
  .select({ stored: sql<number>`count(*)::int` })
  .from(likes)
  .where(inArray(likes.userId, userIds.slice(0, connections)));
console.log(`${stored} likes stored for ${likeRequests} like requests answered (in flight at the end of a run: a few more)`);
if (stored < likeRequests) throw new Error('some like requests repeated an earlier one');
console.log(`${databaseName}, one process, ${connections} connections, ${duration} s each, load average ${os.loadavg()[0]!.toFixed(1)}`);
console.log('goal: ≥ 1200 req/s with p99 < 50 ms for each');

if (onPostgres && kinds.length === 4) {
  recordBench(
    'writes-postgres',
    figures.map((row) => ({
      measure: `${row.kind}, one process on PostgreSQL, ${connections} connections: statements a request, req/s, p50/p99`,
      value: `${row.statements.toFixed(1)} statements, ${row.rps.toFixed(0)} req/s, ${row.p50}/${row.p99} ms`,
      goal: '≥ 1200 req/s, p99 < 50 ms',
    })),
  );
}

await close();

/**
 * Users (the writers, their chat partners who follow them back, the authors of the posts, the users to follow)
 * and posts, in bulk.
 */
async function seed(db: Db): Promise<{ userIds: string[]; postIds: string[] }> {
  const userRows = Array.from({ length: userCount }, (_, i) => ({
    id: newId(),
    fullName: `Bench User ${i}`,
    username: `bench_user_${i}`,
    email: `bench${i}@example.test`,
    passwordHash: 'not-a-real-hash',
    country: 'FR',
    city: 'Paris',
  }));
  for (let start = 0; start < userCount; start += 1000) await db.insert(users).values(userRows.slice(start, start + 1000));
  const userIds = userRows.map((row) => row.id);
  const pairs = [...Array.from({ length: connections }, (_, i) => i), probe].map((user) => [userIds[user]!, userIds[partnerOf(user)]!] as const);
  await db.insert(follows).values(
    pairs.flatMap(([a, b]) => [
      { followerId: a, followeeId: b, mutual: true },
      { followerId: b, followeeId: a, mutual: true },
    ]),
  );
  await db.update(users).set({ followersCount: 1, followingCount: 1 }).where(inArray(users.id, pairs.flat()));
  const postIds: string[] = [];
  for (let start = 0; start < postCount; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => ({
      id: newId(),
      userId: userIds[authors.first + ((start + i) % authors.count)]!,
      title: `Post ${start + i}`,
      body: 'A day in the life of a pet.',
    }));
    await db.insert(posts).values(rows);
    postIds.push(...rows.map((row) => row.id));
  }
  return { userIds, postIds };
}

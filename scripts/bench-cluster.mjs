#!/usr/bin/env node
// Throughput of 1, 2 and 3 API processes of the built server on PostgreSQL and
// Redis, under the same load: feed reads, likes, comments and messages per
// second, the share of the request time spent in PostgreSQL (pg_stat_activity
// sampled every 20 ms), and the time from
// a like sent to the first process to its notification on a socket held by
// the last one (p50/p99). Prints a table; asserts nothing.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node scripts/bench-cluster.mjs
//
// PROCESSES=1,2,3  CONNECTIONS=40 (split over the processes)  SECONDS=10 per
// load  REDIS_URL=redis://127.0.0.1:6379. Every process count gets a fresh
// database (made beside BENCH_DATABASE_URL's, dropped after) and the same
// seed: 40 users in mutual pairs, 5 posts each. The load generator runs on
// the same machine and takes CPU from the servers.
import path from 'node:path';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { io } from 'socket.io-client';
import { buildServer } from './build-server.mjs';
import { scratchDatabase, startApiProcesses } from './cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const processCounts = (process.env.PROCESSES ?? '1,2,3').split(',').map(Number);
const connections = Number(process.env.CONNECTIONS ?? 40);
const seconds = Number(process.env.SECONDS ?? 10);
const userCount = 40;
const postsPerUser = 5;
const likeSamples = 300;

const pick = (list) => list[Math.floor(Math.random() * list.length)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function call(base, method, url, { token, json, form } = {}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  if (json) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, { method, headers, body: form ?? (json && JSON.stringify(json)) });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** Users in mutual pairs (0,1), (2,3)… so they may chat, each with a few posts. */
async function seed(base) {
  const users = [];
  for (let i = 0; i < userCount; i += 1) {
    const name = `b${Date.now().toString(36)}${i}`;
    const password = 'bench-pass-1';
    const user = await call(base, 'POST', '/api/users/register', {
      json: {
        fullName: `Bench ${i}`,
        username: name,
        email: `${name}@example.test`,
        password,
        confirmPassword: password,
        country: 'FR',
        city: 'Paris',
      },
    });
    users.push({ id: user._id, token: user.token, posts: [] });
  }
  for (let i = 0; i < userCount; i += 1) await call(base, 'PUT', `/api/users/follow/${users[i ^ 1].id}`, { token: users[i].token });
  for (const user of users) {
    for (let p = 0; p < postsPerUser; p += 1) {
      const form = new FormData();
      form.set('title', `Post ${p}`);
      form.set('body', 'A walk in the park with the dog, and a nap after.');
      user.posts.push((await call(base, 'POST', '/api/posts/add_post', { token: user.token, form }))._id);
    }
  }
  return users;
}

/** The request each load sends, with a random user (and post or partner) every time. */
function loads(users) {
  const allPosts = users.flatMap((user) => user.posts);
  const json = (request, method, url, token, body) => ({
    ...request,
    method,
    path: url,
    // Writes carry an Idempotency-Key, as the app's outbox sends them.
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(method === 'POST' && { 'idempotency-key': crypto.randomUUID() }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    // The framework's ceiling: a route that touches neither PostgreSQL nor Redis.
    'no database (push key)': (request) => ({ ...request, method: 'GET', path: '/api/push/public-key', headers: {} }),
    'feed reads': (request) => json(request, 'GET', '/api/posts?limit=20', pick(users).token),
    likes: (request) => json(request, 'POST', `/api/posts/${Math.random() < 0.5 ? 'like' : 'unlike'}/${pick(allPosts)}`, pick(users).token),
    comments: (request) => json(request, 'POST', `/api/posts/post/${pick(allPosts)}/comments`, pick(users).token, { content: 'Lovely!' }),
    messages: (request) => {
      const index = Math.floor(Math.random() * users.length);
      return json(request, 'POST', '/api/messages/add_message', users[index].token, {
        receiver: users[index ^ 1].id,
        content: 'See you at the park?',
      });
    },
  };
}

/**
 * Samples the database's sessions while `during` runs: on average how many
 * run a statement and how many hold a transaction open. The first divided by
 * the requests in flight (every connection always has one) is the share of
 * the request time spent running statements (Little's law); the second, next
 * to the pool size, shows whether requests queue for a connection.
 */
async function sampleDatabase(databaseUrl, during) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const samples = [];
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query(
        `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state IN ('active', 'idle in transaction'))::int AS in_transaction
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      samples.push(rows[0]);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await during();
    return { ...result, active: mean(samples, 'active'), inTransaction: mean(samples, 'in_transaction') };
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
}

const mean = (samples, field) => samples.reduce((sum, sample) => sum + sample[field], 0) / Math.max(1, samples.length);

/** One autocannon per process, at once, the connections split between them. */
async function runLoad(processes, setupRequest) {
  const results = await Promise.all(
    processes.map((apiProcess) =>
      autocannon({
        url: apiProcess.baseUrl,
        connections: Math.max(1, Math.round(connections / processes.length)),
        duration: seconds,
        requests: [{ setupRequest }],
      }),
    ),
  );
  const total = results.reduce((sum, result) => sum + result.requests.total, 0);
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  const latencyMs = results.reduce((sum, result) => sum + result.latency.mean * result.requests.total, 0) / Math.max(1, total);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  return { rps: total / seconds, total, failed, latencyMs, p99 };
}

/** Likes sent to the first process, 10 at a time, each timed until its notification reaches a socket on the last one. */
async function likeToSocketLatency(processes, users) {
  const authors = users.slice(0, userCount / 2);
  const likers = users.slice(userCount / 2);
  const waiting = new Map();
  const sockets = await Promise.all(
    authors.map(
      (author) =>
        new Promise((resolve, reject) => {
          const socket = io(processes.at(-1).baseUrl, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token: author.token },
            forceNew: true,
            reconnection: false,
          });
          socket.on('notification', (notification) => waiting.get(`${notification.from._id}:${notification.post}`)?.(performance.now()));
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  // Each liker likes each post once (a repeated like makes no second notification).
  const pairs = likers
    .flatMap((liker) => authors.flatMap((author) => author.posts.map((post) => ({ liker, post }))))
    .sort(() => Math.random() - 0.5)
    .slice(0, likeSamples);
  const times = [];
  const one = async ({ liker, post }) => {
    const arrived = new Promise((resolve) => waiting.set(`${liker.id}:${post}`, resolve));
    const started = performance.now();
    await call(processes[0].baseUrl, 'POST', `/api/posts/like/${post}`, { token: liker.token });
    const at = await Promise.race([arrived, new Promise((resolve) => setTimeout(() => resolve(null), 5000))]);
    if (at !== null) times.push(at - started);
  };
  for (let i = 0; i < pairs.length; i += 10) await Promise.all(pairs.slice(i, i + 10).map(one));
  for (const socket of sockets) socket.close();
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), arrived: times.length, sent: pairs.length };
}

const folder = await (async () => {
  await mkdir(path.join(root, '.tmp'), { recursive: true });
  return mkdtemp(path.join(root, '.tmp', 'bench-cluster-'));
})();
const bundle = await buildServer(path.join(folder, 'server'));
const rows = [];
const notifyRows = [];
const fmt = (value, digits = 0) => value.toFixed(digits);
try {
  for (const count of processCounts) {
    const database = await scratchDatabase(adminUrl, 'pawpals_bench_cluster');
    const processes = await startApiProcesses({
      count,
      bundle,
      dataRoot: path.join(folder, `run-${count}`),
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: `pawpals-bench-${database.name}`,
        RATE_LIMIT_MULTIPLIER: '0',
        PASSWORD_MEMORY_KIB: '1024',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      const users = await seed(processes[0].baseUrl);
      const notify = await likeToSocketLatency(processes, users);
      notifyRows.push(`| ${count} | ${fmt(notify.p50, 1)} | ${fmt(notify.p99, 1)} | ${notify.arrived}/${notify.sent} |`);
      for (const [name, setupRequest] of Object.entries(loads(users))) {
        const result = await sampleDatabase(database.url, () => runLoad(processes, setupRequest));
        const inFlight = Math.max(1, Math.round(connections / count)) * count;
        const share = (sessions) => `${fmt((sessions / inFlight) * 100)} %`;
        rows.push({
          count,
          load: name,
          cells: [
            fmt(result.rps),
            fmt(result.latencyMs, 1),
            fmt(result.p99),
            share(result.active),
            fmt(result.inTransaction, 1),
            String(result.failed),
          ],
        });
        console.error(`${count} process(es), ${name}: ${fmt(result.rps)} req/s`);
      }
    } finally {
      await Promise.all(processes.map((apiProcess) => apiProcess.stop()));
      await database.drop();
    }
  }
} finally {
  await rm(folder, { recursive: true, force: true });
}

console.log(`\n${connections} connections split over the processes, ${seconds} s per load, PostgreSQL and Redis on this machine\n`);
console.log(
  '| processes | load | req/s | mean ms | p99 ms | request time in a statement | sessions inside a transaction (mean, all processes; pool of 10 each) | non-2xx/errors |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const row of rows) console.log(`| ${row.count} | ${row.load} | ${row.cells.join(' | ')} |`);
console.log('\nLike sent to the first process -> notification on a socket held by the last one (10 likes in flight; request included)\n');
console.log('| processes | p50 ms | p99 ms | arrived |');
console.log('|---|---|---|---|');
for (const row of notifyRows) console.log(row);

import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import type { Notification } from '#contract/entities.ts';
import { paths, socketPath } from '#contract/paths.ts';
import { follows, users } from '../src/db/schema.ts';
import { newId } from '../src/db/ids.ts';
import { openSession } from '../src/services/sessions.ts';
import { benchApp } from './bench-app.ts';
import { recordBench } from '../../scripts/bench-record.mjs';

const userCount = 500;
// One request at a time measures latency; CONCURRENCY=10 shows it under saturation of the single embedded database.
const concurrency = Number(process.env.CONCURRENCY ?? 1);
const arrivalTimeoutMs = 5000;

interface Seeded {
  id: string;
  token: string;
}

interface Cause {
  from: Seeded;
  to: Seeded;
  kind: 'follow' | 'message';
}

const { app, onPostgres, close } = await benchApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const members = await seedUsers();
// Pairs (0,1), (2,3), ... follow each other, so they may chat.
await app.db.insert(follows).values(members.map((member, i) => ({ followerId: member.id, followeeId: members[i ^ 1]!.id })));

const waiting = new Map<string, (at: number) => void>();
// When the server, having committed, hands the notification to delivery.
const committedAt = new Map<string, number>();
app.bus.prependListener('notification', (recipientId, notification) =>
  committedAt.set(keyOf(notification.type, recipientId, notification.from._id), performance.now()),
);
const sockets = await connectAll();

// 500 follows (i follows i+2, never already followed) and 500 messages within the pairs: 1,000 notifications.
const causes: Cause[] = [
  ...members.map((from, i) => ({ from, to: members[(i + 2) % userCount]!, kind: 'follow' as const })),
  ...members.map((from, i) => ({ from, to: members[i ^ 1]!, kind: 'message' as const })),
].sort(() => Math.random() - 0.5);

const latencies: number[] = [];
const deliveries: number[] = [];
let lost = 0;
let failed = 0;
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, () => worker()));
const elapsedS = (performance.now() - started) / 1000;

report();
for (const socket of sockets) socket.close();
await close();

async function seedUsers(): Promise<Seeded[]> {
  const rows = Array.from({ length: userCount }, (_, i) => ({
    id: newId(),
    fullName: `Bench User ${i}`,
    username: `bench${i}`,
    email: `bench${i}@example.test`,
    passwordHash: 'not-a-login',
    country: 'FR',
    city: 'Paris',
  }));
  for (let i = 0; i < rows.length; i += 100) await app.db.insert(users).values(rows.slice(i, i + 100));
  const seeded: Seeded[] = [];
  for (const row of rows) seeded.push({ id: row.id, token: await openSession(app.db, row.id, 'bench') });
  return seeded;
}

async function connectAll(): Promise<Socket[]> {
  const connected: Socket[] = [];
  for (let i = 0; i < members.length; i += 50) {
    connected.push(...(await Promise.all(members.slice(i, i + 50).map(connectOne))));
  }
  return connected;
}

function connectOne(member: Seeded): Promise<Socket> {
  const socket = io(baseUrl, { path: socketPath, transports: ['websocket'], auth: { token: member.token }, reconnection: false, forceNew: true });
  socket.on('notification', (notification: Notification) => {
    const at = performance.now();
    waiting.get(keyOf(notification.type, member.id, notification.from._id))?.(at);
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function keyOf(kind: string, recipientId: string, senderId: string) {
  return `${kind}:${recipientId}:${senderId}`;
}

async function worker() {
  for (let cause = causes.pop(); cause; cause = causes.pop()) await measure(cause);
}

async function measure({ from, to, kind }: Cause) {
  const key = keyOf(kind, to.id, from.id);
  let timer: NodeJS.Timeout | undefined;
  const arrival = new Promise<number | null>((resolve) => {
    waiting.set(key, resolve);
    timer = setTimeout(() => resolve(null), arrivalTimeoutMs);
  });
  const headers = { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' };
  const sentAt = performance.now();
  const response =
    kind === 'follow'
      ? await fetch(`${baseUrl}${paths.follow(to.id)}`, { method: 'PUT', headers })
      : await fetch(`${baseUrl}${paths.addMessage}`, { method: 'POST', headers, body: JSON.stringify({ receiver: to.id, content: 'bench' }) });
  await response.arrayBuffer();
  if (!response.ok) failed += 1;
  const arrivedAt = await arrival;
  clearTimeout(timer);
  waiting.delete(key);
  if (arrivedAt === null) lost += 1;
  else {
    latencies.push(arrivedAt - sentAt);
    deliveries.push(arrivedAt - (committedAt.get(key) ?? arrivedAt));
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return { p99: at(99), text: `p50 ${ms(at(50))}  p95 ${ms(at(95))}  p99 ${ms(at(99))}  max ${ms(sorted.at(-1) ?? NaN)}  mean ${ms(mean)}` };
}

function report() {
  const endToEnd = summary(latencies);
  console.log(`database: ${onPostgres ? 'PostgreSQL' : app.config.database === 'memory' ? 'PGlite in memory' : 'PGlite in a data folder'}`);
  console.log(
    `users and sockets: ${userCount} (${sockets.length} connected), requests in flight: ${concurrency}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs`,
  );
  console.log(
    `notifications measured: ${latencies.length}, lost: ${lost}, failed requests: ${failed}, ${(latencies.length / elapsedS).toFixed(0)} per second`,
  );
  console.log(`request sent -> arrival:       ${endToEnd.text}`);
  console.log(`commit (bus) -> arrival:       ${summary(deliveries).text}`);
  console.log(latencies.length > 0 && endToEnd.p99 < 100 ? 'goal p99 < 100 ms: met' : 'goal p99 < 100 ms: NOT met');
  const database = onPostgres ? 'PostgreSQL' : 'PGlite';
  recordBench(`notify-latency-${onPostgres ? 'postgres' : 'pglite'}`, [
    {
      measure: `notification latency on ${database}, request sent → socket (p99, ${userCount} sockets)`,
      value: `${endToEnd.p99.toFixed(1)} ms`,
      goal: '< 100 ms',
    },
  ]);
}

/**
 * The read routes whose cost may grow with the community, at two seeded sizes
 * (`npm run seed`'s community on a scratch PostgreSQL database each): p50 and
 * p99 of sequential requests, req/s under load, the answer's size, the ratio
 * of the larger size's p50 to the smaller's, and the query plan's shape
 * (EXPLAIN of every statement the request runs: a sequential scan is named).
 * Measured, never asserted. Run: BENCH_DATABASE_URL=postgres://… npx tsx server/bench/scale.ts
 * (SCALE_SIZES=users/posts,users/posts, default 1000/10000,20000/200000, where a postgres:// URL in place of a size
 * measures that database as `npm run seed` left it, and keeps it; REQUESTS sequential requests per route, default 200;
 * DURATION seconds of load, default 5; CONNECTIONS, default 10; ROUTES, only the routes whose name holds it).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { paths } from '#contract/paths.ts';
import { buildApp } from '../src/app.ts';
import { openSession } from '../src/services/sessions.ts';
import { seedDatabase } from '../seed/seed.ts';
import { sizesFor } from '../seed/sizes.ts';
import { median, recordBench } from '../../scripts/bench-record.mjs';
import { scansOf, shapeOf, statementRecorder } from './query-plans.ts';
import { scratchDatabase } from './scratch-database.ts';
import { quietConfig } from '../test/support/quiet-config.ts';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const targets = (process.env.SCALE_SIZES ?? '1000/10000,20000/200000').split(',');
const requests = Number(process.env.REQUESTS ?? 200);
const duration = Number(process.env.DURATION ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const only = process.env.ROUTES ?? '';
/**
 * Words of the seed (`gradedWords`): in one post of 10,000, and in one of 100, the share that costs the post search
 * most (a walk newest first reads 100 posts per match, the GIN index reads every match).
 */
const rareWord = 'chihuahua';
const middleWord = 'husky';
/** Mark-all-read changes what it reads: each of these few requests follows a reset of the notifications to unread. */
const markAllReadRuns = 5;

interface Route {
  name: string;
  method: 'GET' | 'PATCH';
  path: string;
  /** Run before each request, untimed; such a route gets no load run. */
  reset?: string;
}
interface Figures {
  p50: number;
  p99: number;
  rps?: number;
  bytes: number;
  shape: string;
}

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/** A scratch database seeded with `users/posts`, dropped afterwards; or a seeded one named by its URL, kept. */
async function seeded(target: string) {
  if (target.startsWith('postgres')) return { url: target, drop: async () => {} };
  const [users, posts] = target.split('/').map(Number) as [number, number];
  const database = await scratchDatabase(adminUrl);
  const started = performance.now();
  const report = await seedDatabase(database.url, sizesFor(users, posts));
  console.log(
    `\nseeded in ${((performance.now() - started) / 1000).toFixed(0)} s:`,
    Object.entries(report.rows)
      .map(([table, count]) => `${table} ${count.toLocaleString('en')}`)
      .join(', '),
  );
  return database;
}

async function measure(target: string): Promise<{ label: string; results: Map<string, Figures> }> {
  const database = await seeded(target);
  const recorder = statementRecorder();
  const app = await buildApp({
    ...quietConfig,
    dataDir: '',
    database: 'postgres',
    databaseUrl: database.url,
    rateLimitMultiplier: 0,
    onQuery: recorder.onQuery,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const one = async (sql: string) => (await client.query<{ id: string }>(sql)).rows[0]!.id;
  const label = await one(
    `select to_char((select count(*) from users), 'FM999,999,999') || '/' || to_char((select count(*) from posts), 'FM999,999,999') as id`,
  );
  console.log(`\n${label} users/posts`);
  // User 1 of the seed: the most followed, with the post of many comments and every notification unread.
  const celebrity = await one('select id from users order by id limit 1');
  const hotPost = await one('select id from posts order by id limit 1');
  const deepFollower = await one(
    `select follower_id as id from follows where followee_id = '${celebrity}' order by follower_id desc
     offset (select followers_count / 2 from users where id = '${celebrity}') limit 1`,
  );
  const headers = { authorization: `Bearer ${await openSession(app.db, celebrity, 'bench')}` };
  const allRoutes: Route[] = [
    { name: 'user search, rare', method: 'GET', path: `${paths.users}?q=whiskerbottom` },
    { name: 'user search, common', method: 'GET', path: `${paths.users}?q=layla` },
    { name: 'post search, rare', method: 'GET', path: `${paths.searchPosts}?q=${rareWord}` },
    { name: 'post search, middle', method: 'GET', path: `${paths.searchPosts}?q=${middleWord}` },
    { name: 'post search, common', method: 'GET', path: `${paths.searchPosts}?q=beach` },
    {
      name: 'mark all read',
      method: 'PATCH',
      path: paths.notificationsReadAll,
      reset: `update notifications set is_read = false where user_id = '${celebrity}'`,
    },
    { name: 'mutuals, first page', method: 'GET', path: paths.mutuals },
    { name: 'followers, deep page', method: 'GET', path: `${paths.userFollowers(celebrity)}?before=${deepFollower}` },
    { name: 'notifications, first page', method: 'GET', path: paths.notifications },
    { name: 'post with many comments', method: 'GET', path: paths.post(hotPost) },
    { name: 'feed', method: 'GET', path: `${paths.posts}?limit=20` },
  ];
  const routes: Route[] = allRoutes.filter((route) => route.name.includes(only));
  const send = async (route: Route) => {
    const response = await fetch(`${origin}${route.path}`, { method: route.method, headers });
    const body = await response.arrayBuffer();
    if (!response.ok) throw new Error(`${route.name}: ${response.status} ${new TextDecoder().decode(body)}`);
    return body.byteLength;
  };
  // Every plan first: statements of a request still running from an earlier load would otherwise be taken for the route's.
  const shapes = new Map<string, string>();
  const answerBytes = new Map<string, number>();
  for (const route of routes) {
    if (route.reset) await client.query(route.reset);
    const statements = await recorder.during(async () => answerBytes.set(route.name, await send(route)));
    shapes.set(route.name, shapeOf(await scansOf(client, statements)));
  }
  const results = new Map<string, Figures>();
  for (const route of routes) {
    const times: number[] = [];
    const count = route.reset ? markAllReadRuns : requests;
    for (let i = 0; i < count + (route.reset ? 0 : 20); i += 1) {
      if (route.reset) await client.query(route.reset);
      const start = performance.now();
      await send(route);
      if (route.reset || i >= 20) times.push(performance.now() - start);
    }
    let rps: number | undefined;
    if (!route.reset) {
      const load = await autocannon({
        url: `${origin}${route.path}`,
        method: route.method,
        headers,
        connections,
        duration,
        workers: 1,
      } as autocannon.Options);
      if (load.non2xx > 0 || load.errors > 0) throw new Error(`${route.name}: ${load.non2xx} non-2xx, ${load.errors} errors under load`);
      rps = load.requests.average;
    }
    const figures = { p50: median(times), p99: percentile(times, 0.99), rps, bytes: answerBytes.get(route.name)!, shape: shapes.get(route.name)! };
    results.set(route.name, figures);
    console.log(
      `${route.name.padEnd(26)} p50 ${figures.p50.toFixed(1).padStart(7)} ms  p99 ${figures.p99.toFixed(1).padStart(7)} ms  ${rps === undefined ? '     –' : rps.toFixed(0).padStart(6)} req/s  ${(figures.bytes / 1024).toFixed(1).padStart(7)} KiB  ${figures.shape}`,
    );
  }
  await client.end();
  await app.close();
  await database.drop();
  return { label, results };
}

const runs: Array<{ label: string; results: Map<string, Figures> }> = [];
for (const target of targets) runs.push(await measure(target));
const measured = runs.map((run) => run.results);
const labels = runs.map((run) => run.label);

const first = measured[0]!;
const last = measured.at(-1)!;
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const lines = [
  `| request | p50/p99 ms at ${labels.join(' → ')} | p50 ratio | req/s | answer KiB | plan at ${labels.at(-1)} |`,
  '|---|---|---|---|---|---|',
];
const rows = [];
for (const [name, small] of first) {
  const large = last.get(name)!;
  const ratio = `×${(large.p50 / small.p50).toFixed(1)}`;
  const times = measured.map((figures) => `${ms(figures.get(name)!.p50)}/${ms(figures.get(name)!.p99)}`).join(' → ');
  const rps = measured.map((figures) => figures.get(name)!.rps?.toFixed(0) ?? '–').join(' → ');
  const kib = measured.map((figures) => (figures.get(name)!.bytes / 1024).toFixed(1)).join(' → ');
  lines.push(`| ${name} | ${times} | ${ratio} | ${rps} | ${kib} | ${large.shape} |`);
  rows.push({
    measure: `${name}: p50/p99 ms at ${labels.join(' → ')} users/posts`,
    value: `${times} (${ratio}), ${rps} req/s, ${large.shape}`,
    goal: '≤ ×1.5',
  });
}
console.log(`\n${lines.join('\n')}`);
recordBench('scale-postgres', rows);

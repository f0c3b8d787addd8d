#!/usr/bin/env node
// `npm run bench`: every benchmark, one after the other, then one table of their
// headline figures in bench-results/table.md and in the README. Figures are
// measured, never asserted; each benchmark prints its details as it runs.
// BENCH_ONLY=name,name runs a subset (names below), and the table keeps the others'
// last figures; the README's copy is rewritten once every benchmark has figures. BENCH_DATABASE_URL names the
// PostgreSQL server the database benchmarks make a scratch database on
// (default: the local one; skipped when it does not answer).
// The benchmarks that load the app build it first, so the table is of the code checked out and
// never of a dist/ left by something else; BENCH_SKIP_BUILD=1 measures dist/ as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { resultsDir } from './bench-record.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tsx = (file) => [process.execPath, '--import', 'tsx', file];
const node = (file) => [process.execPath, file];

/** Each benchmark's command, and whether it needs PostgreSQL or the built app. */
const benchmarks = [
  { name: 'bundle-size', command: node('scripts/size.mjs'), needsBuild: true },
  { name: 'server-start', command: node('scripts/bench-server-start.mjs') },
  { name: 'feed-api-pglite', command: tsx('server/bench/posts-list.ts') },
  { name: 'feed-api-postgres', command: tsx('server/bench/posts-list.ts'), postgres: true },
  { name: 'writes-postgres', command: tsx('server/bench/writes.ts'), postgres: true },
  { name: 'notify-latency-pglite', command: tsx('server/bench/notify-latency.ts') },
  { name: 'notify-latency-postgres', command: tsx('server/bench/notify-latency.ts'), postgres: true },
  { name: 'scale-postgres', command: tsx('server/bench/scale.ts'), postgres: true },
  { name: 'feed-dom', command: node('scripts/bench-feed-dom.mjs'), needsBuild: true },
  { name: 'offline-start', command: node('scripts/bench-offline-start.mjs'), needsBuild: true },
  { name: 'cold-start', command: node('scripts/bench-cold-start.mjs'), needsBuild: true },
  { name: 'photo-upload', command: node('scripts/bench-photo-upload.mjs'), needsBuild: true },
  { name: 'lighthouse', command: node('scripts/bench-lighthouse.mjs'), needsBuild: true },
];

const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const chosen = benchmarks.filter(({ name }) => !only || only.includes(name));

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function run(command, env = {}) {
  console.log(`\n$ ${command.map((part) => (part === process.execPath ? 'node' : part)).join(' ')}`);
  return spawnSync(command[0], command.slice(1), { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

const built = existsSync(path.join(root, 'dist/index.html')) && existsSync(path.join(root, 'dist/sw.js'));
if (chosen.some((bench) => bench.needsBuild) && !(built && process.env.BENCH_SKIP_BUILD === '1')) {
  if (!run(['npm', 'run', 'build'])) process.exit(1);
}

const hasPostgres = chosen.some((bench) => bench.postgres) && (await postgresAnswers());
const outcomes = [];
for (const bench of chosen) {
  if (bench.postgres && !hasPostgres) {
    outcomes.push({ bench, status: `skipped: no PostgreSQL at ${postgresUrl}` });
    continue;
  }
  const started = Date.now();
  const ok = run(bench.command, bench.postgres ? { BENCH_DATABASE_URL: postgresUrl } : {});
  outcomes.push({ bench, status: ok ? 'ok' : 'failed', seconds: Math.round((Date.now() - started) / 1000) });
}

// The table holds every benchmark: the ones just run, and the others' figures from their last run
// (each row says when), so a subset run after a change still gives one whole table.
const outcomeOf = new Map(outcomes.map((outcome) => [outcome.bench.name, outcome]));
const records = new Map();
for (const { name } of benchmarks) {
  const file = path.join(resultsDir, `${name}.json`);
  const outcome = outcomeOf.get(name);
  if ((!outcome || outcome.status === 'ok') && existsSync(file)) records.set(name, JSON.parse(readFileSync(file, 'utf8')));
}
const dates = [...records.values()].map((record) => record.date.slice(0, 16).replace('T', ' ')).sort();
const span = dates.length === 0 ? 'not yet' : dates[0] === dates.at(-1) ? dates[0] : `${dates[0]} to ${dates.at(-1)}`;
const lines = [
  `Measured ${span} UTC on ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.versions.node}.`,
  'Each row gives when its benchmark ran and the load average then, in brackets; compare figures measured together only.',
  '',
  '| benchmark | measure | value | goal |',
  '|---|---|---|---|',
];
for (const { name } of benchmarks) {
  const record = records.get(name);
  const outcome = outcomeOf.get(name);
  if (!record) {
    lines.push(`| ${name} | – | ${outcome && outcome.status !== 'ok' ? outcome.status : 'not run yet'} | |`);
    continue;
  }
  const when = `${record.date.slice(11, 16)}, load ${record.loadAverage}`;
  for (const row of record.rows) lines.push(`| ${name} (${when}) | ${row.measure} | ${row.value} | ${row.goal ?? ''} |`);
}
const table = `${lines.join('\n')}\n`;
writeFileSync(path.join(resultsDir, 'table.md'), table);
console.log(`\n${table}`);

if (records.size === benchmarks.length) {
  const readme = path.join(root, 'README.md');
  const start = '<!-- bench-table:start -->';
  const end = '<!-- bench-table:end -->';
  const text = readFileSync(readme, 'utf8');
  if (text.includes(start) && text.includes(end)) {
    writeFileSync(readme, `${text.slice(0, text.indexOf(start) + start.length)}\n${table}${text.slice(text.indexOf(end))}`);
    console.log('README.md: the benchmark table is updated');
  }
}
process.exit(outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0);

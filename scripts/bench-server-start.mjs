#!/usr/bin/env node
// API server start-up, TypeScript through tsx against the built JavaScript:
// time from spawning the process until GET /api/location/countries answers,
// and the process's resident memory after a few idle seconds. Median of RUNS
// (default 5) each, on one data folder made by a first, unmeasured start (so
// the embedded database's first-time set-up is not counted). Builds the
// server into .tmp/bench-server first; prints the figures, asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { median, recordBench } from './bench-record.mjs';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 5);
const idleMs = Number(process.env.IDLE_MS ?? 3000);

const bundle = await buildServer(path.join(root, '.tmp/bench-server'));
const modes = {
  tsx: ['--import', 'tsx', 'server/src/main.ts'],
  'built JS': [bundle],
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Resident set size in MiB, from /proc (Linux) or ps. */
async function rssMiB(pid) {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
  } catch {
    const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
    let out = '';
    for await (const chunk of ps.stdout) out += chunk;
    return Number(out.trim()) / 1024;
  }
}

async function startOnce(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-app'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/location/countries`).catch(() => null);
      if (answer?.ok) break;
      await sleep(20);
    }
    const startMs = performance.now() - started;
    await sleep(idleMs);
    return { startMs, rss: await rssMiB(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const figures = [];
console.log(`median of ${runs} starts each (idle RSS read ${idleMs} ms after the first answer)`);
for (const [name, args] of Object.entries(modes)) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-start-'));
  try {
    await startOnce(args, dataDir);
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await startOnce(args, dataDir));
    const start = median(samples.map((sample) => sample.startMs));
    const rss = median(samples.map((sample) => sample.rss));
    figures.push({ measure: `API server start / idle memory, ${name}`, value: `${Math.round(start)} ms / ${rss.toFixed(0)} MiB` });
    console.log(
      `${name.padEnd(9)} start ${Math.round(start)} ms, idle RSS ${rss.toFixed(1)} MiB  (starts: ${samples.map((sample) => Math.round(sample.startMs)).join(', ')} ms)`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
recordBench('server-start', figures);

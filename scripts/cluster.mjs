// Several API processes of the built server on one PostgreSQL database and one
// Redis, as behind a load balancer: used by the multi-process tests, the
// cluster benchmark and deploy/run-local.mjs.
import { spawn } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh PostgreSQL database beside the one `adminUrl` names (`prefix` and a unique tail), and how to drop it again. */
export async function scratchDatabase(adminUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const run = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Answers once GET /api/location/countries does, or throws with the process's output. */
async function waitUntilServing(apiProcess, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (apiProcess.exited) throw new Error(`API process on ${apiProcess.port} exited:\n${apiProcess.output()}`);
    try {
      if ((await fetch(`${apiProcess.baseUrl}/api/location/countries`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`API process on ${apiProcess.port} did not answer in ${timeoutMs} ms:\n${apiProcess.output()}`);
}

/**
 * Starts one API process of the bundle (`dist-server/main.mjs` or another
 * build) with its own PORT and DATA_DIR; `env` adds DATABASE_URL, REDIS_URL
 * and the rest. Answers at once; `ready` settles when it serves.
 */
export async function startApiProcess({ bundle, port, dataDir, env = {}, readyTimeoutMs = 120_000 }) {
  await mkdir(dataDir, { recursive: true });
  const child = spawn(process.execPath, [bundle], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'no-app'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-200_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const apiProcess = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    child,
    exited: false,
    output: () => output,
    ready: undefined,
    /** SIGTERM, then SIGKILL if it has not ended within 10 s. */
    stop: () =>
      new Promise((resolve) => {
        if (apiProcess.exited) return resolve();
        const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(kill);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
  child.once('exit', () => {
    apiProcess.exited = true;
  });
  apiProcess.ready = waitUntilServing(apiProcess, readyTimeoutMs);
  return apiProcess;
}

/** Starts `count` processes together (as a deployment does) and waits until every one serves. */
export async function startApiProcesses({ count, bundle, dataRoot, env, ports }) {
  const chosen = ports ?? (await Promise.all(Array.from({ length: count }, () => freePort())));
  const started = await Promise.all(
    chosen.map((port, index) => startApiProcess({ bundle, port, dataDir: path.join(dataRoot, `api-${index + 1}`), env })),
  );
  try {
    await Promise.all(started.map((apiProcess) => apiProcess.ready));
  } catch (error) {
    await Promise.all(started.map((apiProcess) => apiProcess.stop()));
    throw error;
  }
  return started;
}

#!/usr/bin/env node
// Tries the load-balanced set-up on this machine: builds the server, starts N
// API processes on one PostgreSQL database and one Redis, and deploy/nginx.conf
// in front of them on loopback. Ctrl-C stops everything.
//
//   node deploy/run-local.mjs [processes=2]
//
// Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/pawpals,
// which must exist), REDIS_URL (default redis://127.0.0.1:6379), PORT for nginx
// (default 8080), API_PORT for the first process (default 3001, then +1 each),
// DATA_DIR shared by the processes for uploaded images (default ./data-cluster).
// The built app in ./dist is served when it is there (npm run build:app).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server.mjs';
import { startApiProcess } from '../scripts/cluster.mjs';
import { startNginx } from './nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const count = Number(process.argv[2] ?? 2);
const port = Number(process.env.PORT ?? 8080);
const firstApiPort = Number(process.env.API_PORT ?? 3001);
const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(root, 'data-cluster'));
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/pawpals',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  TRUST_PROXY: '1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  STATIC_DIR: path.join(root, 'dist'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

const bundle = await buildServer();
const apiPorts = Array.from({ length: count }, (_, index) => firstApiPort + index);
// One DATA_DIR for all: an image uploaded through one process is served by any (and they share the generated VAPID keys).
const processes = await Promise.all(apiPorts.map((apiPort) => startApiProcess({ bundle, port: apiPort, dataDir, env })));
for (const apiProcess of processes) apiProcess.child.stderr.pipe(process.stderr);
const stopAll = async () => {
  await nginx?.stop();
  await Promise.all(processes.map((apiProcess) => apiProcess.stop()));
};
let nginx;
try {
  await Promise.all(processes.map((apiProcess) => apiProcess.ready));
  nginx = await startNginx({ folder: path.join(root, '.tmp', 'nginx-local'), port, apiPorts });
} catch (error) {
  console.error(error.message);
  await stopAll();
  process.exit(1);
}
console.log(`${count} API processes on ${apiPorts.join(', ')}; nginx on ${nginx.baseUrl} (logs in .tmp/nginx-local/logs). Ctrl-C stops them.`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await stopAll();
    process.exit(0);
  });
}

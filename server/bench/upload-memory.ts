/**
 * One post with ten large photos (about 9 MB each, 12 MP), sent by curl from
 * another process to a listening server, while a second client reads the
 * feed every 50 ms. Prints the server's peak memory above its idle level and
 * the slowest feed read during the upload. Printed, not asserted.
 * Run: npx tsx server/bench/upload-memory.ts
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { paths } from '#contract/paths.ts';
import { buildApp } from '../src/app.ts';
import { defaultMailConfig } from '../src/config.ts';

const dir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-upload-bench-'));
const photos: string[] = [];
for (let i = 0; i < 10; i += 1) {
  const file = path.join(dir, `photo-${i}.jpg`);
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 100 + i * 5, sigma: 50 } } })
    .jpeg({ quality: 88 })
    .toFile(file);
  photos.push(file);
}
const sizes = await Promise.all(photos.map(async (file) => (await stat(file)).size));

const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir: path.join(dir, 'data'),
  database: 'memory',
  rateLimitMultiplier: 0,
  passwordMemoryKiB: 1024,
  logLevel: 'silent',
  trustProxy: 0,
  mail: { ...defaultMailConfig, worker: false },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const registered = await app.inject({
  method: 'POST',
  url: paths.register,
  payload: {
    fullName: 'Bench User',
    username: 'bench_user',
    email: 'bench@example.org',
    password: 'bench-password-1',
    confirmPassword: 'bench-password-1',
    country: 'FR',
    city: 'Paris',
  },
});
const { token } = registered.json<{ token: string }>();

global.gc?.();
await new Promise((resolve) => setTimeout(resolve, 500));
const idle = process.memoryUsage();
let peakRss = idle.rss;
let peakBuffers = idle.arrayBuffers + idle.external;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakBuffers = Math.max(peakBuffers, now.arrayBuffers + now.external);
}, 5);

let uploading = true;
let slowestRead = 0;
const reader = (async () => {
  while (uploading) {
    const started = performance.now();
    await fetch(`${base}${paths.posts}`, { headers: { authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
    slowestRead = Math.max(slowestRead, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
})();

const started = performance.now();
const { stdout } = await promisify(execFile)('curl', [
  '-s',
  '-o',
  '/dev/null',
  '-w',
  '%{http_code}',
  '-H',
  `authorization: Bearer ${token}`,
  '-F',
  'title=Ten photos',
  '-F',
  'body=A long walk.',
  ...photos.flatMap((file) => ['-F', `images=@${file};type=image/jpeg`]),
  `${base}${paths.addPost}`,
]);
const took = performance.now() - started;
uploading = false;
await reader;
clearInterval(sampler);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(`10 photos, ${mb(sizes.reduce((a, b) => a + b, 0))} in all: answered ${stdout} in ${took.toFixed(0)} ms`);
console.log(
  `peak RSS above idle: ${mb(peakRss - idle.rss)}; peak Buffer memory (arrayBuffers + external) above idle: ${mb(peakBuffers - idle.arrayBuffers - idle.external)}`,
);
console.log(`slowest feed read during the upload: ${slowestRead.toFixed(0)} ms`);
await app.close();
await rm(dir, { recursive: true, force: true });

/**
 * How long one account's data export takes and how much memory it needs:
 * an account with POSTS posts (default 50), every fifth with two photo-sized
 * images (1600×1200 noise, which compresses like a photo), an avatar, a pet
 * and a gallery; the export is asked for over HTTP and built by the
 * background worker while this process samples its resident memory every
 * 5 ms. The archive is tens of megabytes while the memory it takes stays a
 * few: it is streamed, never held. Run: npx tsx server/bench/data-export.ts
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { ExportStatus, SessionUser } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { buildApp } from '../src/app.ts';
import { defaultMailConfig } from '../src/config.ts';

const postCount = Number(process.env.POSTS ?? 50);
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-bench-export-'));
const app = await buildApp({
  port: 0,
  host: '127.0.0.1',
  dataDir,
  database: 'embedded',
  rateLimitMultiplier: 0,
  passwordMemoryKiB: 1024,
  logLevel: 'silent',
  trustProxy: 0,
  mail: defaultMailConfig,
});
await app.ready();

const photo = (seed: number) =>
  sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: seed % 255, g: 90, b: 40 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();

async function form(
  server: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
  files: { field: string; content: Buffer }[],
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const [index, file] of files.entries())
    body.append(file.field, new Blob([new Uint8Array(file.content)], { type: 'image/jpeg' }), `p${index}.jpg`);
  const request = new Request('http://localhost', { method: 'POST', body });
  const payload = Buffer.from(await request.arrayBuffer());
  const answer = await server.inject({
    method: url === paths.updateProfile ? 'PUT' : 'POST',
    url,
    payload,
    headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` },
  });
  if (answer.statusCode >= 300) throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
  return answer.json<{ _id: string }>();
}

const registered = await app.inject({
  method: 'POST',
  url: paths.register,
  payload: {
    fullName: 'Bench Owner',
    username: 'benchowner',
    email: 'bench@example.test',
    password: 'correct-horse-1',
    confirmPassword: 'correct-horse-1',
    country: 'FR',
    city: 'Paris',
  },
});
const { token } = registered.json<SessionUser>();
const seeding = Date.now();
await form(app, paths.updateProfile, token, {}, [{ field: 'avatar', content: await photo(1) }]);
const pet = await form(app, paths.addPet, token, { name: 'Rex', type: 'Dog', age: '3' }, [{ field: 'image', content: await photo(2) }]);
for (let i = 0; i < 3; i += 1) await form(app, paths.galleryUpload, token, { petId: pet._id }, [{ field: 'image', content: await photo(3 + i) }]);
let images = 5;
for (let i = 0; i < postCount; i += 1) {
  const files = i % 5 === 0 ? [await photo(10 + i), await photo(11 + i)] : [];
  images += files.length;
  await form(
    app,
    paths.addPost,
    token,
    { title: `Walk ${i}`, body: 'We went to the park. '.repeat(10) },
    files.map((content) => ({ field: 'images', content })),
  );
}
console.log(`seeded ${postCount} posts and ${images} images in ${((Date.now() - seeding) / 1000).toFixed(1)} s`);

const status = () =>
  app.inject({ method: 'GET', url: paths.dataExport, headers: { authorization: `Bearer ${token}` } }).then((r) => r.json<ExportStatus>());
globalThis.gc?.();
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 5);
const started = performance.now();
await app.inject({ method: 'POST', url: paths.dataExport, headers: { authorization: `Bearer ${token}` } });
let current = await status();
while (current.status !== 'ready') {
  await new Promise((resolve) => setTimeout(resolve, 10));
  current = await status();
}
const elapsed = performance.now() - started;
clearInterval(sampler);
const archive = await app.inject({ method: 'GET', url: new URL(current.url!).pathname + new URL(current.url!).search });
console.log(
  `export of ${postCount} posts with ${images} images: ${(archive.rawPayload.length / 1048576).toFixed(1)} MiB archive, ` +
    `${Math.round(elapsed)} ms from asking to ready, peak RSS growth ${((peak - baseline) / 1048576).toFixed(1)} MiB`,
);
await app.close();
await rm(dataDir, { recursive: true, force: true });

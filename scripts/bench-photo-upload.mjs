#!/usr/bin/env node
// Measures (never asserts) what a post with four phone photos sends: four 4032×3024 JPEGs with EXIF
// (orientation and GPS), about 6 MB each, picked in the new-post form of the built app in Chromium,
// against the bytes of the files its upload carries (the app resizes them on the device first), and
// the time from pressing Post to the feed.
// Builds nothing: run `npm run build` first. Environment: BENCH_PORT (default 4191), STATIC_DIR (dist).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { recordBench } from './bench-record.mjs';
import { startBenchServer } from './bench-server.mjs';
import { chromiumArgs, findChromium } from './chromium-path.mjs';

const port = Number(process.env.BENCH_PORT ?? 4191);
const staticDir = process.env.STATIC_DIR ?? 'dist';
if (!existsSync(`${staticDir}/index.html`)) {
  console.error(`No build in ${staticDir}: run npm run build first (or set STATIC_DIR).`);
  process.exit(1);
}

/** A phone photo: sideways pixels with orientation 6, GPS tags, fine detail that JPEG cannot squeeze away. */
const phonePhoto = (seed) =>
  sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#8a6', noise: { type: 'gaussian', mean: 100 + seed * 10, sigma: 50 } } })
    .blur(0.8)
    .jpeg({ quality: 92 })
    .withExif({ IFD0: { Make: 'PawPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 2/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

// Made before the server starts, so that their encoding does not slow its start.
const photos = await Promise.all([0, 1, 2, 3].map(phonePhoto));
const originalBytes = photos.reduce((sum, photo) => sum + photo.length, 0);
const { base, ready, registerOwner, stop } = startBenchServer({
  port,
  dataDir: `.tmp/bench-photo-upload-data-${port}`,
  staticDir,
  env: { SKIP_BUILD: '1', LOG_LEVEL: 'warn' },
});

try {
  await ready();
  const user = await registerOwner();
  const browser = await chromium.launch({ executablePath: (await findChromium()) ?? undefined, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript((session) => {
    if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
  // Sums the files each upload carries (the app uploads with XHR, for its progress bar).
  await context.addInitScript(() => {
    window.__sentBytes = 0;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData) for (const value of body.values()) if (value instanceof Blob) window.__sentBytes += value.size;
      return send.call(this, body);
    };
  });
  const page = await context.newPage();
  await page.goto(`${base}/add-post`);
  await page.locator('textarea[name="body"]').fill('Four photos from the park');
  await page
    .locator('input[type="file"]')
    .setInputFiles(photos.map((buffer, index) => ({ name: `IMG_${index}.jpg`, mimeType: 'image/jpeg', buffer })));
  const started = Date.now();
  await page.locator('main button[type="submit"]').click();
  await page.waitForURL(/\/feed$/, { timeout: 120_000 });
  const seconds = (Date.now() - started) / 1000;
  const sentBytes = await page.evaluate(() => window.__sentBytes);
  await browser.close();

  const megabytes = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  const share = `${((100 * sentBytes) / originalBytes).toFixed(1)}%`;
  console.log(`four phone photos: ${megabytes(originalBytes)} picked, ${megabytes(sentBytes)} sent (${share}), posted in ${seconds.toFixed(1)} s`);
  recordBench('photo-upload', [
    {
      measure: 'post with four 4032×3024 phone photos: bytes sent against the originals',
      value: `${megabytes(sentBytes)} of ${megabytes(originalBytes)} (${share})`,
      goal: '≤ 20%',
    },
    { measure: 'post with four phone photos: Post pressed to the feed (resize and upload, loopback)', value: `${seconds.toFixed(1)} s` },
  ]);
} finally {
  await stop();
}

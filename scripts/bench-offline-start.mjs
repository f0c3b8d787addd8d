#!/usr/bin/env node
// Measures (does not assert) a cold start offline: with 500 posts in IndexedDB,
// the network cut and the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate),
// the time from navigation to the first post card painted on /feed; median of
// three reloads. Builds nothing: it serves an existing build (`npm run build`
// makes dist/, or STATIC_DIR names another) on a fresh data folder.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { median, recordBench } from './bench-record.mjs';
import { startBenchServer } from './bench-server.mjs';
import { chromiumArgs, findChromium } from './chromium-path.mjs';

const port = Number(process.env.BENCH_PORT ?? 4186);
const total = Number(process.env.BENCH_POSTS ?? 500);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const throttling = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const staticDir = process.env.STATIC_DIR ?? 'dist';
const dataDir = `.tmp/bench-offline-data-${port}`;

if (!existsSync(`${staticDir}/index.html`) || !existsSync(`${staticDir}/sw.js`)) {
  console.error(`No build in ${staticDir}: run npm run build first (or set STATIC_DIR).`);
  process.exit(1);
}
const {
  base,
  ready: waitForServer,
  registerOwner,
  seedTextPosts,
  stop,
} = startBenchServer({ port, dataDir, staticDir, env: { SKIP_BUILD: '1', LOG_LEVEL: 'warn' } });

try {
  await waitForServer();
  const user = await registerOwner();
  await seedTextPosts(user, total, 'Offline bench post');

  const browser = await chromium.launch({
    executablePath: (await findChromium()) ?? undefined,
    args: chromiumArgs,
  });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
  await context.addInitScript((session) => {
    if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
  // Notes the moment the first post card is in the DOM and a frame has been painted with it.
  await context.addInitScript(() => {
    const seen = () => document.querySelector('[data-testid="post-card"]');
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (window.__firstCardPainted = performance.now()), 0));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await page.goto(`${base}/feed`);
  await page.getByTestId('post-card').first().waitFor();
  // The worker controls the page and its precache is complete.
  for (;;) {
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    });
    if (ready) break;
    await page.waitForTimeout(200);
  }
  // The whole feed into IndexedDB the way the app's sync stores it (a post row without its comments).
  const stored = await page.evaluate(
    async (pages) => {
      const posts = [];
      let cursor = null;
      for (let i = 0; i < pages; i += 1) {
        const response = await fetch(`/api/posts?limit=100${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`);
        posts.push(...(await response.json()));
        cursor = response.headers.get('x-next-cursor');
        if (!cursor) break;
      }
      const database = await new Promise((resolve, reject) => {
        const open = indexedDB.open('pawpals');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise((resolve, reject) => {
        const tx = database.transaction('posts', 'readwrite');
        for (const { comments: _comments, ...row } of posts) tx.objectStore('posts').put(row);
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      const count = await new Promise((resolve) => {
        const request = database.transaction('posts').objectStore('posts').count();
        request.onsuccess = () => resolve(request.result);
      });
      database.close();
      return count;
    },
    Math.ceil(total / 100) + 1,
  );

  await context.setOffline(true);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling });
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    await page.reload();
    await page.waitForFunction(() => typeof window.__firstCardPainted === 'number', undefined, { timeout: 60_000 });
    times.push(await page.evaluate(() => window.__firstCardPainted));
  }
  const postsAfter = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const open = indexedDB.open('pawpals');
        open.onsuccess = () => {
          const request = open.result.transaction('posts').objectStore('posts').count();
          request.onsuccess = () => resolve(request.result);
        };
      }),
  );
  console.log(`posts in IndexedDB: ${stored} seeded, ${postsAfter} after the offline starts`);
  console.log(
    `offline cold start, CPU ${throttling}x slower: navigation -> first post card painted: ${times.map((ms) => `${Math.round(ms)} ms`).join(', ')}`,
  );
  console.log(`median of ${runs}: ${Math.round(median(times))} ms (goal: under 1,000 ms)`);
  recordBench('offline-start', [
    {
      measure: `offline cold start of /feed, ${total} posts stored, CPU ${throttling}× slower (median of ${runs})`,
      value: `${Math.round(median(times))} ms`,
      goal: '< 1,000 ms',
    },
  ]);
  await browser.close();
} finally {
  stop();
}

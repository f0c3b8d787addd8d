#!/usr/bin/env node
// Measures (does not assert) the feed's DOM size: seeds 2,000 posts through the
// API on a fresh server, opens /feed in Chromium, scrolls through every post and
// prints the element count at the end (the goal: under 1,500).
import { chromium } from 'playwright-core';
import { recordBench } from './bench-record.mjs';
import { startBenchServer } from './bench-server.mjs';
import { chromiumArgs, findChromium } from './chromium-path.mjs';

const port = Number(process.env.BENCH_PORT ?? 4182);
const total = Number(process.env.BENCH_POSTS ?? 2000);
const dataDir = `.tmp/bench-feed-data-${port}`;

const {
  base,
  ready: waitForServer,
  registerOwner,
  seedTextPosts,
  stop,
} = startBenchServer({ port, dataDir, staticDir: process.env.STATIC_DIR ?? 'dist', env: { SKIP_BUILD: '1', LOG_LEVEL: 'warn' } });

try {
  await waitForServer();
  const user = await registerOwner();
  const started = Date.now();
  await seedTextPosts(user, total, 'Bench post');
  console.log(`seeded ${total} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const browser = await chromium.launch({
    executablePath: (await findChromium()) ?? undefined,
    args: chromiumArgs,
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await context.addInitScript((session) => localStorage.setItem('pawpals.session', session), JSON.stringify(user));
  const page = await context.newPage();
  await page.goto(`${base}/feed`);
  await page.getByTestId('post-card').first().waitFor();
  const count = () => page.evaluate(() => document.getElementsByTagName('*').length);
  let most = await count();
  const scrollStarted = Date.now();
  for (let step = 0; step < 20_000; step += 1) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(25);
    if (step % 20 === 0) most = Math.max(most, await count());
    if (await page.getByText("You're all caught up.").isVisible()) break;
  }
  // The last cards are measured as they come in: settle at the very end.
  for (let i = 0; i < 10; i += 1) {
    await page.keyboard.press('End');
    await page.waitForTimeout(150);
  }
  const seen = await page.evaluate(() => document.querySelectorAll('[data-index]').length);
  const lastIndex = await page.evaluate(() =>
    Math.max(...Array.from(document.querySelectorAll('[data-index]'), (element) => Number(element.getAttribute('data-index')))),
  );
  const final = await count();
  console.log(`scrolled to post ${lastIndex + 1} of ${total} in ${((Date.now() - scrollStarted) / 1000).toFixed(1)} s`);
  console.log(`cards in the DOM at the end: ${seen}`);
  console.log(`DOM elements at the end: ${final}; most seen while scrolling: ${Math.max(most, final)} (goal: under 1,500)`);
  recordBench('feed-dom', [
    { measure: `feed DOM elements, most while scrolling ${total} posts`, value: String(Math.max(most, final)), goal: '< 1,500' },
  ]);
  await browser.close();
} finally {
  stop();
}

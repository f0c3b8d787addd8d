#!/usr/bin/env node
// Measures (never asserts) what a phone user feels on a cold, signed-in visit to /feed with photo
// posts, in a real Chromium: CPU 4x slower (CDP Emulation.setCPUThrottlingRate), a slow 4G link
// (150 ms latency, 1.6 Mbit/s down), nothing cached or stored (the service worker registers during
// the visit, as on a first visit). It reads the page's own first and largest contentful paints and
// its long tasks (PerformanceObserver), and sums the blocking time after the first paint the way
// Lighthouse defines it (each task's part beyond 50 ms), up to 8 s after navigation.
// Lighthouse's simulation cannot show this: its estimate of the first paint leaves out the
// evaluation of module scripts (it knows only classic scripts'), so it places most of the work done
// before the real first paint after its estimated one and counts it as blocking.
// Builds nothing: run `npm run build` first, or point STATIC_DIR at another build. STATIC_DIR may
// list several builds ("before,after"): each gets its own server (ports BENCH_PORT, +1, …) and their
// runs alternate, so a machine that gets busier or quieter affects them alike.
// Environment: BENCH_PORT (default 4187), STATIC_DIR (dist), BENCH_RUNS (7), BENCH_POSTS (200).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { median, recordBench } from './bench-record.mjs';
import { seedPhotoPosts } from './bench-photo-posts.mjs';
import { startBenchServer } from './bench-server.mjs';
import { chromiumArgs, findChromium } from './chromium-path.mjs';

const port = Number(process.env.BENCH_PORT ?? 4187);
const runs = Number(process.env.BENCH_RUNS ?? 7);
const totalPosts = Number(process.env.BENCH_POSTS ?? 200);
const staticDirs = (process.env.STATIC_DIR ?? 'dist').split(',');
const cpuSlowdown = 4;
const watchMs = 8_000;

for (const staticDir of staticDirs) {
  if (!existsSync(`${staticDir}/index.html`)) {
    console.error(`No build in ${staticDir}: run npm run build first (or set STATIC_DIR).`);
    process.exit(1);
  }
}

const builds = staticDirs.map((staticDir, index) => ({
  staticDir,
  server: startBenchServer({
    port: port + index,
    dataDir: `.tmp/bench-cold-start-data-${port + index}`,
    staticDir,
    env: { SKIP_BUILD: '1', LOG_LEVEL: 'warn' },
  }),
  samples: [],
}));

/** Paints and long tasks as the page reports them, from its very start. */
function observePage() {
  window.__coldStart = { fcp: 0, lcp: 0, longTasks: [] };
  const record = window.__coldStart;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') record.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function visit(browser, base, session) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  await context.addInitScript((value) => localStorage.setItem('pawpals.session', value), session);
  await context.addInitScript(observePage);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(`${base}/feed`);
  await page.waitForTimeout(watchMs);
  const { fcp, lcp, longTasks } = await page.evaluate(() => window.__coldStart);
  await context.close();
  const afterPaint = longTasks.filter(([start, duration]) => start + duration > fcp);
  return {
    fcp,
    lcp,
    blocking: afterPaint.reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fcp) - 50), 0),
    longest: Math.max(0, ...afterPaint.map(([, duration]) => duration)),
  };
}

const ms = (value) => `${Math.round(value)} ms`;
try {
  for (const build of builds) {
    await build.server.ready();
    const owner = await build.server.registerOwner();
    await seedPhotoPosts(build.server.base, owner, totalPosts);
    build.session = JSON.stringify(owner);
  }
  const browser = await chromium.launch({ executablePath: (await findChromium()) ?? undefined, args: chromiumArgs });
  for (let run = 0; run < runs; run += 1) {
    for (const build of builds) {
      const sample = await visit(browser, build.server.base, build.session);
      build.samples.push(sample);
      console.log(
        `${build.staticDir} run ${run + 1}: FCP ${ms(sample.fcp)}, LCP ${ms(sample.lcp)}, ` +
          `blocking after FCP ${ms(sample.blocking)}, longest task after FCP ${ms(sample.longest)}`,
      );
    }
  }
  await browser.close();
  const rows = [];
  console.log(`\nCold signed-in /feed, ${totalPosts} posts, CPU ${cpuSlowdown}x slower, slow 4G: medians of ${runs}`);
  for (const build of builds) {
    const pick = (key) => ms(median(build.samples.map((sample) => sample[key])));
    console.log(`${build.staticDir}: FCP ${pick('fcp')}, LCP ${pick('lcp')}, blocking ${pick('blocking')}, longest ${pick('longest')}`);
    const label = builds.length > 1 ? ` (${build.staticDir})` : '';
    rows.push(
      { measure: `cold /feed, CPU ${cpuSlowdown}× and slow 4G: LCP as the page reports it${label}`, value: pick('lcp') },
      { measure: `cold /feed, CPU ${cpuSlowdown}× and slow 4G: blocking time after the first paint${label}`, value: pick('blocking') },
    );
  }
  recordBench('cold-start', rows);
} finally {
  for (const build of builds) build.server.stop();
}

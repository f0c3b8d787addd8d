#!/usr/bin/env node
// Measures (never asserts) Lighthouse mobile performance of "/", "/login" and "/feed" on the
// built app: a real server on a fresh data folder, a user with 200 photo posts seeded through
// the API, Lighthouse's mobile preset (simulated throttling) five times per page, and a table
// of medians printed and written to bench-results/lighthouse.json.
// Builds nothing: run `npm run build` first, or point STATIC_DIR at another build.
// STATIC_DIR may list several builds ("before,after"): each gets its own server on a copy of the
// same seeded data (ports BENCH_PORT, +100, +200…), and their runs alternate, so a machine that
// gets busier or quieter during the run affects them alike.
// Environment: BENCH_PORT (first server, default 4183; Chromium's debugging port is +1000),
// STATIC_DIR (default dist), BENCH_RUNS (5), BENCH_POSTS (200), BENCH_PAGES (default "/,/login,/feed"),
// BENCH_REPORTS (a folder: each run's full Lighthouse JSON is written there, to read its audits).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { median, recordBench } from './bench-record.mjs';
import { seedPhotoPosts } from './bench-photo-posts.mjs';
import { startBenchServer } from './bench-server.mjs';
import { chromiumArgs, findChromium } from './chromium-path.mjs';

const port = Number(process.env.BENCH_PORT ?? 4183);
const debugPort = port + 1000;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const totalPosts = Number(process.env.BENCH_POSTS ?? 200);
const staticDirs = (process.env.STATIC_DIR ?? 'dist').split(',');
const pages = (process.env.BENCH_PAGES ?? '/,/login,/feed').split(',');
const builds = staticDirs.map((staticDir, index) => ({
  staticDir,
  port: port + index * 100,
  dataDir: `.tmp/bench-lighthouse-data-${port + index * 100}`,
  server: undefined,
}));
const profileDir = `.tmp/bench-lighthouse-profile-${port}`;

for (const { staticDir } of builds) {
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    console.error(`${staticDir}/index.html is missing: run \`npm run build\` first (or set STATIC_DIR).`);
    process.exit(1);
  }
}
const executablePath = await findChromium();
if (!executablePath) {
  console.error("No Chromium found: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.");
  process.exit(1);
}

rmSync(profileDir, { recursive: true, force: true });
let browserProcess;

/** A server for the build, on a fresh data folder or, with keepData, on the one copied there. */
function startServer(build, keepData = false) {
  const { port, dataDir, staticDir } = build;
  build.server = startBenchServer({ port, dataDir, staticDir, env: { SKIP_BUILD: '1' }, keepData });
  return build.server.ready();
}

async function waitFor(url, what) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not start`);
}

async function seed(server) {
  const user = await server.registerOwner();
  const started = Date.now();
  await seedPhotoPosts(server.base, user, totalPosts);
  console.log(`seeded ${totalPosts} posts with photos in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return user;
}

/**
 * A cold visit: nothing cached or stored for the origin, a signed-in session only where asked.
 * Lighthouse's own reset keeps local storage and IndexedDB, so they are emptied here.
 */
async function prepare(browser, base, session) {
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // A JSON route of the origin: it runs no app code, so nothing registers or stores anything.
  await page.goto(`${base}/api/location/countries`);
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  await cdp.send('Network.clearBrowserCache');
  if (session) await page.evaluate((value) => localStorage.setItem('pawpals.session', value), session);
  await page.close();
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).filter((item) => !item.url.startsWith('data:'));
  const of = (type) => requests.filter((item) => item.resourceType === type);
  const kib = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    jsFiles: of('Script').length,
    jsKiB: Number(kib(of('Script')).toFixed(1)),
    requests: requests.length,
    fontFiles: of('Font').length,
    fonts: of('Font').map((item) => path.basename(new URL(item.url).pathname)),
    // Lighthouse's own CPU speed figure for this run: low values mean a busy or slow machine.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    // What was fetched, for reading the JSON file: path, type, bytes on the wire, who started it.
    requestList: requests.map((item) => ({
      path: new URL(item.url).pathname,
      type: item.resourceType,
      transferBytes: item.transferSize,
      ...(item.sessionTargetType && item.sessionTargetType !== 'page' ? { from: item.sessionTargetType } : {}),
    })),
  };
}

try {
  // Seeded once through the first server, then copied for the others while it is stopped.
  await startServer(builds[0]);
  const user = pages.includes('/feed') ? await seed(builds[0].server) : null;
  if (builds.length > 1) {
    await builds[0].server.stop();
    for (const build of builds.slice(1)) {
      rmSync(build.dataDir, { recursive: true, force: true });
      cpSync(builds[0].dataDir, build.dataDir, { recursive: true });
    }
    await Promise.all(builds.map((build) => startServer(build, true)));
  }
  // Seeding keeps both cores busy (image resizing); the first runs wait until that has passed.
  if (user) await new Promise((resolve) => setTimeout(resolve, 15_000));

  mkdirSync(profileDir, { recursive: true });
  browserProcess = spawn(executablePath, [...chromiumArgs, `--remote-debugging-port=${debugPort}`, `--user-data-dir=${profileDir}`, 'about:blank'], {
    stdio: 'ignore',
  });
  await waitFor(`http://127.0.0.1:${debugPort}/json/version`, 'Chromium');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);

  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  const startLoad = load();
  const samples = new Map(builds.flatMap(({ staticDir }) => pages.map((route) => [`${staticDir} ${route}`, []])));
  for (const route of pages) {
    for (let run = 0; run < runs; run += 1) {
      for (const { staticDir, server } of builds) {
        const { base } = server;
        await prepare(browser, base, route === '/feed' && user ? JSON.stringify(user) : null);
        let result = await lighthouse(`${base}${route}`, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        // A very busy machine sometimes loses the trace (NO_NAVSTART): such a run is done again, twice at most.
        for (let retry = 0; retry < 2 && result?.lhr.runtimeError; retry += 1) {
          console.log(`${staticDir} ${route} run ${run + 1}: ${result.lhr.runtimeError.code}, running it again`);
          await prepare(browser, base, route === '/feed' && user ? JSON.stringify(user) : null);
          result = await lighthouse(`${base}${route}`, { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        }
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        if (result.lhr.runtimeError) throw new Error(`${route}: ${result.lhr.runtimeError.message}`);
        const sample = summarize(result.lhr);
        if (process.env.BENCH_REPORTS) {
          mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
          const name = `${path.basename(staticDir)}${route.replaceAll('/', '_')}-${run + 1}.json`;
          writeFileSync(path.join(process.env.BENCH_REPORTS, name), JSON.stringify(result.lhr));
        }
        samples.get(`${staticDir} ${route}`).push(sample);
        console.log(
          `${staticDir} ${route} run ${run + 1}: score ${sample.score}, LCP ${sample.lcpMs} ms, TBT ${sample.tbtMs} ms ` +
            `(CPU benchmark ${sample.benchmarkIndex}, load ${load()})`,
        );
      }
    }
  }
  await browser.close();
  const endLoad = load();

  const results = builds.flatMap(({ staticDir }) =>
    pages.map((route) => {
      const list = samples.get(`${staticDir} ${route}`);
      const pick = (key) => median(list.map((sample) => sample[key]));
      return {
        build: staticDir,
        page: route,
        score: pick('score'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        jsFiles: pick('jsFiles'),
        jsKiB: pick('jsKiB'),
        requests: pick('requests'),
        fontFiles: pick('fontFiles'),
        benchmarkIndex: pick('benchmarkIndex'),
        fonts: [...new Set(list.flatMap((sample) => sample.fonts))],
        runs: list,
      };
    }),
  );

  const header = ['build', 'page', 'score', 'LCP', 'TBT', 'CLS', 'JS files', 'JS KiB', 'requests', 'font files', 'CPU index'];
  const rows = results.map((r) => [
    r.build,
    r.page,
    r.score,
    `${(r.lcpMs / 1000).toFixed(2)} s`,
    `${r.tbtMs} ms`,
    r.cls,
    r.jsFiles,
    r.jsKiB,
    r.requests,
    r.fontFiles,
    r.benchmarkIndex,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  console.log(`\nLighthouse ${lighthouseVersion()}, mobile preset, medians of ${runs} (load average ${startLoad} → ${endLoad})`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  for (const r of results) console.log(`fonts on ${r.page} (${r.build}): ${r.fonts.join(', ') || 'none'}`);

  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/lighthouse.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs, loadAverage: { start: startLoad, end: endLoad }, results }, null, 2)}\n`,
  );
  console.log('\nwritten to bench-results/lighthouse.json');
  recordBench(
    'lighthouse',
    results.flatMap((r) => [
      { measure: `Lighthouse mobile score, ${r.page}${builds.length > 1 ? ` (${r.build})` : ''}`, value: String(r.score), goal: '≥ 90' },
      { measure: `LCP / TBT, ${r.page}`, value: `${(r.lcpMs / 1000).toFixed(2)} s / ${r.tbtMs} ms` },
    ]),
  );
} finally {
  browserProcess?.kill('SIGTERM');
  await Promise.all(builds.map((build) => build.server?.stop()));
}

function lighthouseVersion() {
  return JSON.parse(readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8')).version;
}

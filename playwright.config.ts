import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/chromium-path.mjs';

/** E2E_PORT lets several suites run side by side, each with its own server, data and build. */
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `.tmp/e2e-data-${port}`;
const staticDir = process.env.E2E_PORT ? `.tmp/dist-${port}` : 'dist';
/** The built server (scripts/build-server.mjs); start.mjs builds it there when it is missing or stale. */
const serverBuildDir = process.env.E2E_PORT ? `.tmp/server-${port}` : 'dist-server';

/** Specs that need the real service worker: precached shell, Background Sync, the share target. */
const offlineSpecs = /\d+-offline-.*\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'en-US',
    // Only the offline project lets the service worker run: elsewhere it would answer from its caches.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: (await findChromium()) ?? undefined,
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'app', testIgnore: offlineSpecs },
    { name: 'offline', testMatch: offlineSpecs, use: { serviceWorkers: 'allow' } },
  ],
  webServer: {
    // The built app with the real server on a fresh data folder.
    command: `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })" && node scripts/start.mjs`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SERVER_BUILD_DIR: serverBuildDir,
      RATE_LIMIT_MULTIPLIER: '1000',
      ADMIN_EMAILS: 'moderator@pawpals.test',
    },
    url: `http://localhost:${port}/api/location/countries`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

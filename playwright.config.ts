import { defineConfig } from '@playwright/test';

/** E2E_PORT lets several suites run side by side, each with its own server, data and build. */
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = `.tmp/e2e-data-${port}`;
const staticDir = process.env.E2E_PORT ? `.tmp/dist-${port}` : 'dist';

/** Debian's Chromium here; CHROMIUM_PATH points elsewhere on a developer's machine. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
    // The offline suite of a later issue turns workers on where it needs them.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The built app with the real server on a fresh data folder.
    command: `node -e "require('node:fs').rmSync('${dataDir}', { recursive: true, force: true })" && node scripts/start.mjs`,
    env: { PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir, RATE_LIMIT_MULTIPLIER: '1000' },
    url: `http://localhost:${port}/api/location/countries`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

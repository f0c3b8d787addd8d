// Which Chromium the browser tests and benchmarks drive: CHROMIUM_PATH when set,
// else Debian's package, else a browser Playwright downloaded on a developer's machine.
import { existsSync } from 'node:fs';

const debianChromium = '/usr/bin/chromium';

/** The first Chromium found, or null. */
export async function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : null;
  if (existsSync(debianChromium)) return debianChromium;
  const { chromium } = await import('playwright-core');
  const downloaded = chromium.executablePath();
  return downloaded && existsSync(downloaded) ? downloaded : null;
}

/** Flags for headless runs on a closed network (no background requests, no GPU, root allowed). */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

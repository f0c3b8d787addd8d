#!/usr/bin/env node
// First step of `npm test`: make sure a Chromium is there for the browser tests.
// Installs Debian's package when this user may (root with apt-get), else stops
// at once with the one command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium-path.mjs';

const found = await findChromium();
if (found) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, and no browser is there: point it at a Chromium or unset it.`);
  process.exit(1);
}

const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canInstall) {
  console.log("Chromium is missing: installing Debian's package (apt-get install chromium)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (install && install.status === 0 && (await findChromium())) process.exit(0);
}

console.error('No Chromium for the browser tests: run `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium binary.');
process.exit(1);

#!/usr/bin/env node
// Renders the manifest's screenshots (the richer install dialog) from the real
// app: starts the server on a fresh data folder (building the app when its
// sources changed), seeds a few owners, pets and posts with photos through the
// API, and photographs the signed-in feed at a phone's and a computer's size.
// Run after a visible change to the feed; the PNGs in public/screenshots are committed.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { startBenchServer } from './bench-server.mjs';

const port = Number(process.env.SCREENSHOT_PORT ?? 4184);
const dataDir = `.tmp/screenshot-data-${port}`;
const outDir = 'public/screenshots';
mkdirSync(outDir, { recursive: true });

const { base, ready: waitForServer, stop } = startBenchServer({ port, dataDir, staticDir: `.tmp/dist-${port}`, env: { LOG_LEVEL: 'warn' } });

async function call(path, { token, json, form, method = 'POST' } = {}) {
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  let body;
  if (json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const response = await fetch(`${base}${path}`, { method, headers, body });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** A sample illustration as the JPEG a phone would upload. */
const photo = async (name) =>
  new Blob([await sharp(`public/samples/${name}.svg`, { density: 200 }).resize(1200, 900).jpeg({ quality: 85 }).toBuffer()], { type: 'image/jpeg' });

async function owner(fullName, username, avatar) {
  const user = await call('/api/users/register', {
    json: {
      fullName,
      username,
      email: `${username}@example.com`,
      password: 'whiskers-and-paws-1',
      confirmPassword: 'whiskers-and-paws-1',
      country: 'EG',
      city: 'Cairo',
    },
  });
  if (avatar) {
    const form = new FormData();
    form.append(
      'avatar',
      new Blob([await sharp(`public/samples/${avatar}.svg`, { density: 200 }).resize(256, 256).png().toBuffer()], { type: 'image/png' }),
      'avatar.png',
    );
    await call('/api/users/update', { token: user.token, form, method: 'PUT' });
  }
  return user;
}

async function pet(user, name, type, breed) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name, type, breed, age: '26', bio: '' })) form.append(key, value);
  return call('/api/pets/add_pet', { token: user.token, form });
}

async function post(user, { title, body, petId, photos }) {
  const form = new FormData();
  form.append('title', title);
  form.append('body', body);
  if (petId) form.append('petId', petId);
  for (const name of photos) form.append('images', await photo(name), `${name}.jpg`);
  return call('/api/posts/add_post', { token: user.token, form });
}

/** Narrow for phones (the first post at the top), wide for computers; vite.config.ts reads the PNG sizes back. */
const shots = [
  { name: 'feed-narrow', viewport: { width: 390, height: 844 }, scale: 2, toFirstPost: true },
  { name: 'feed-wide', viewport: { width: 1280, height: 800 }, scale: 1, toFirstPost: false },
];

try {
  await waitForServer();
  const lina = await owner('Lina Haddad', 'lina.paws', 'avatar-lina');
  const sara = await owner('Sara Mansour', 'sara_and_max', 'avatar-sara');
  const omar = await owner('Omar Farouk', 'omar_and_luna', null);
  for (const [a, b] of [
    [lina, sara],
    [sara, lina],
    [omar, lina],
    [lina, omar],
  ])
    await call(`/api/users/follow/${b._id}`, { token: a.token, method: 'PUT' });
  const luna = await pet(omar, 'Luna', 'cat', 'Tabby');
  const max = await pet(sara, 'Max', 'dog', 'Golden retriever');
  await pet(lina, 'Biscuit', 'dog', 'Beagle');
  await post(omar, {
    title: 'Sunday nap champion',
    body: 'Luna found the only sunny spot in the flat and refuses to share it.',
    petId: luna._id,
    photos: ['cat-sun', 'cat-box'],
  });
  const beach = await post(sara, {
    title: 'Beach day with my best friend',
    body: 'Max chased the waves for an hour, then fell asleep in the sand.',
    petId: max._id,
    photos: ['dog-beach', 'dog-ball'],
  });
  for (const fan of [lina, omar]) await call(`/api/posts/like/${beach._id}`, { token: fan.token });
  await call(`/api/posts/post/${beach._id}/comments`, { token: omar.token, json: { content: 'Luna would never go near the water!' } });

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--no-first-run'],
  });
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.scale,
      serviceWorkers: 'block',
      locale: 'en-US',
      reducedMotion: 'reduce',
    });
    await context.addInitScript((session) => localStorage.setItem('pawpals.session', session), JSON.stringify(lina));
    const page = await context.newPage();
    await page.goto(`${base}/feed`);
    await page.getByRole('article', { name: 'Beach day with my best friend' }).waitFor();
    await page.waitForLoadState('networkidle');
    // Every photo on screen decoded, so none is caught half drawn.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
    if (shot.toFirstPost) {
      await page
        .getByTestId('post-card')
        .first()
        .evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 80));
    }
    await page.waitForTimeout(500);
    const file = `${outDir}/${shot.name}.png`;
    const raw = await page.screenshot();
    await sharp(raw).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file);
    const { width, height } = await sharp(file).metadata();
    console.log(`wrote ${file} (${width}x${height})`);
    await context.close();
  }
  await browser.close();
} finally {
  stop();
}

import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { builtApp, OwnServer } from './support/own-server.ts';
import { openControlled } from './support/offline.ts';

/** The build number a worker answers with; the first build never answers (it lacks the listener). */
const workerBuild = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage('build?', [channel.port2]);
        setTimeout(() => resolve('first'), 1_000);
      }),
  );

const waitingWorker = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));

test('a new version waits for the person: Later keeps the old one, Reload switches', async ({ browser }) => {
  test.setTimeout(180_000);
  const app = `.tmp/e2e-own-dist-${process.pid}`;
  rmSync(app, { recursive: true, force: true });
  cpSync(builtApp, app, { recursive: true });
  const server = await OwnServer.create(app);
  await server.start();
  try {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await openControlled(page, '/about');
    await expect(page.getByText('A new version of PawPals is available.')).toHaveCount(0);

    // A new deploy: the worker script changes, and so do the compressed copies the build writes beside it.
    appendFileSync(
      `${app}/sw.js`,
      "\nself.addEventListener('message', (event) => { if (event.data === 'build?') event.ports[0].postMessage('second'); });\n",
    );
    const script = readFileSync(`${app}/sw.js`);
    writeFileSync(`${app}/sw.js.br`, brotliCompressSync(script));
    writeFileSync(`${app}/sw.js.gz`, gzipSync(script));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The prompt sits in a polite live region, so a screen reader hears it without losing its place.
    await expect(page.getByRole('status').filter({ hasText: 'A new version of PawPals is available.' })).toHaveCount(1);
    const prompt = page.getByText('A new version of PawPals is available.');
    await expect(prompt).toBeVisible();
    expect(await waitingWorker(page)).toBe(true);
    expect(await workerBuild(page)).toBe('first');

    // Later: nothing changes, the new worker keeps waiting; a reload asks again.
    await page.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(prompt).toBeVisible();
    expect(await waitingWorker(page)).toBe(true);
    expect(await workerBuild(page)).toBe('first');

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await expect.poll(() => workerBuild(page)).toBe('second');
    expect(await waitingWorker(page)).toBe(false);
    await expect(prompt).toHaveCount(0);
    await context.close();
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
    rmSync(app, { recursive: true, force: true });
  }
});

import { expect, type Page } from '@playwright/test';
import { test } from './support/own-server.ts';
import { imageFile } from './support/content.ts';
import { createPost, newPerson, register } from './support/social.ts';

interface Shift {
  value: number;
  moved: string[];
}

/** Records every layout shift the page makes that no input caused, with what moved. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return element
            ? `${element.tagName.toLowerCase()}.${element.className} in ${element.closest('[aria-label]')?.getAttribute('aria-label')}`
            : '?';
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);

/** Requests matching `pattern` are held until `release` is called; the server still answers them then. */
async function holdRequests(page: Page, pattern: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}

const worlds = [
  { others: 0, pets: [], width: 390 },
  { others: 8, pets: ['Biscuit', 'قطة اسمها لولو'], width: 390 },
  { others: 8, pets: ['Biscuit', 'قطة اسمها لولو'], width: 320 },
];

for (const { others, pets, width } of worlds) {
  test(`on a ${width} px phone, the posts stay put while ${pets.length} pets and ${others} suggested accounts load`, async ({
    browser,
    ownServer,
  }) => {
    test.setTimeout(90_000);
    // A server of its own, so the number of other people is what the test says.
    const reader = await newPerson(browser, 'Steady Reader', { viewport: { width, height: 844 }, baseURL: ownServer.url });
    const { request } = reader.page;
    for (let n = 0; n < others; n += 1) await register(request, `Neighbour ${n + 1}`);
    for (const [n, name] of pets.entries()) {
      const image = await imageFile(`pet-${n}.png`, n ? '#48c' : '#c84');
      const answer = await request.post('/api/pets/add_pet', {
        headers: { authorization: `Bearer ${reader.user.token}` },
        multipart: { name, type: n ? 'cat' : 'dog', breed: 'Mixed', age: '3', bio: '', image },
      });
      expect(answer.status()).toBe(201);
    }
    await createPost(request, reader.user, 'A steady first post');
    const { page } = reader;
    await watchShifts(page);
    // The side panels' answers, and the feed screen's code until the shell has drawn a frame
    // without it, as on a slow phone.
    const panels = await holdRequests(page, /\/api\/(users\?|pets\/)/);
    const feedCode = await holdRequests(page, /\/assets\/feed-[^/]*\.js$/);

    await page.goto('/feed');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(feedCode.held).toBe(1);
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    feedCode.release();
    await expect(page.getByRole('link', { name: 'A steady first post', exact: true })).toBeVisible({ timeout: 20_000 });
    const suggestions = page.getByRole('region', { name: 'Suggested accounts' });
    await expect(suggestions.locator('[aria-busy="true"]')).toBeVisible();
    const postsTop = await page.getByRole('region', { name: 'Posts' }).evaluate((element) => element.getBoundingClientRect().top);
    panels.release();

    const ownPets = page.getByRole('complementary', { name: 'You and your pets' });
    if (pets.length === 0) await expect(ownPets.getByText('No pets yet')).toBeVisible({ timeout: 15_000 });
    for (const name of pets) await expect(ownPets.getByText(name)).toBeVisible({ timeout: 15_000 });
    if (others === 0) await expect(suggestions.getByText('No other pet lovers here yet.')).toBeVisible({ timeout: 15_000 });
    else await expect(suggestions.getByRole('listitem')).toHaveCount(others, { timeout: 15_000 });
    // A frame for any shift to be reported.
    await page.evaluate(() => new Promise(requestAnimationFrame));

    expect(await page.getByRole('region', { name: 'Posts' }).evaluate((element) => element.getBoundingClientRect().top)).toBe(postsTop);
    const shifts = await shiftsOf(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.005);
  });
}

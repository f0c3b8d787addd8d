import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { uniqueUser } from './support/users.ts';

const shotDir = process.env.SHOT_DIR;

async function fillAccount(page: Page, user: ReturnType<typeof uniqueUser>) {
  await page.getByLabel('Full name').fill(user.fullName);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
}

/** Presses a key until the option with this name is the active one (aria-activedescendant). */
async function arrowTo(page: Page, box: ReturnType<Page['getByRole']>, name: string) {
  for (let press = 0; press < 60; press += 1) {
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    if (active && (await page.locator(`[id="${active}"]`).textContent())?.trim() === name) return;
  }
  throw new Error(`${name} never became the active option`);
}

test('the keyboard alone: type "Par" in France\'s cities, pick Paris, sign up', async ({ page }) => {
  // Thousands of cities, an axe scan and a sign-up: more than the default 30 s on a loaded machine.
  test.setTimeout(60_000);
  const user = uniqueUser();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signup');
  await fillAccount(page, user);

  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('Fra');
  await arrowTo(page, country, 'France');
  await country.press('Enter');
  await expect(country).toHaveValue('France');
  await expect(country).toHaveAttribute('aria-expanded', 'false');

  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city).toBeEnabled();
  await city.click();
  // France has thousands of cities: only the first few are rendered, and the list says so.
  const list = page.getByRole('listbox', { name: 'City' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option')).toHaveCount(50);
  await expect(page.getByText(/^Showing 50 of \d,?\d{3}\. Type to narrow the list\.$/)).toBeVisible();

  await city.fill('Par');
  await expect(list.getByRole('option').first()).toContainText(/^Par/);
  await arrowTo(page, city, 'Paris');
  if (shotDir) await page.screenshot({ path: `${shotDir}/city-picker-en-375.png` });
  const axe = await new AxeBuilder({ page }).include('form').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await city.press('Enter');
  await expect(city).toHaveValue('Paris');
  await expect(list).toBeHidden();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('pawpals.session') ?? '{}').token as string);
  const me = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toMatchObject({ country: 'FR', city: 'Paris' });
});

test('a city typed in full is taken on leaving the field; text naming no city is refused at its field', async ({ page }) => {
  await page.goto('/signup');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('egypt');
  await country.press('Tab');
  await expect(country).toHaveValue('Egypt');
  const city = page.getByRole('combobox', { name: 'City' });
  await expect(city).toBeEnabled();
  await city.fill('Atlantis');
  // The note under the list; downshift also puts the words in its own status region for screen readers.
  await expect(page.locator('#main').getByText('No match for “Atlantis”')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(city).toHaveAttribute('aria-invalid', 'true');
  await expect(city).toHaveAccessibleDescription(/City is required/);
  // What was typed stays to be corrected.
  await expect(city).toHaveValue('Atlantis');
  await city.fill('cairo');
  await city.press('Tab');
  await expect(city).toHaveValue('Cairo');
  await expect(city).not.toHaveAttribute('aria-invalid', 'true');
});

test('the country list that failed offline fills by itself when the connection returns, nothing typed lost', async ({ page, context }) => {
  // The app is loaded (the sign-up screen's code too, fetched on hover) but the country list never was.
  await page.goto('/login');
  const inFlight = new Set<Request>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  const signUp = page.getByRole('main').getByRole('link', { name: 'Sign up' });
  const screenCode = page.waitForResponse((response) => /\/assets\/signup-[^/]+\.js$/.test(response.url()));
  await signUp.hover();
  await screenCode;
  await expect.poll(() => inFlight.size).toBe(0);
  await context.setOffline(true);
  await signUp.click();
  const country = page.getByRole('combobox', { name: 'Country' });
  await expect(country).toHaveAccessibleDescription(/Could not load the countries/);
  await expect(country).toBeDisabled();
  await page.getByLabel('Full name').fill('Offline Olga');

  await context.setOffline(false);
  await expect(country).toBeEnabled();
  await expect(country).not.toHaveAccessibleDescription(/Could not load/);
  await expect(page.getByLabel('Full name')).toHaveValue('Offline Olga');
  await country.fill('Fra');
  await expect(page.getByRole('option', { name: 'France', exact: true })).toBeVisible();
});

test('in Arabic on a phone the picker reads right to left', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/signup?lng=ar');
  const country = page.getByRole('combobox', { name: 'الدولة' });
  await country.fill('مصر');
  await page.getByRole('option', { name: 'مصر', exact: true }).click();
  const city = page.getByRole('combobox', { name: 'المدينة' });
  await expect(city).toBeEnabled();
  await city.fill('Al');
  const list = page.getByRole('listbox', { name: 'المدينة' });
  await expect(list.getByRole('option').first()).toBeVisible();
  // Opened low on a phone, the field scrolls up so the whole list is on screen.
  await expect
    .poll(async () => {
      const box = await list.boundingBox();
      return box ? box.y + box.height : Infinity;
    })
    .toBeLessThanOrEqual(800);
  // Both read at one moment: the page may still be scrolling smoothly.
  const { field, popup } = await city.evaluate(
    (input, listbox) => ({ field: input.getBoundingClientRect().toJSON(), popup: listbox!.getBoundingClientRect().toJSON() }),
    await list.elementHandle(),
  );
  // The list sits under its field, inside the screen.
  expect(popup.y).toBeGreaterThan(field.y);
  expect(popup.x).toBeGreaterThanOrEqual(0);
  expect(popup.x + popup.width).toBeLessThanOrEqual(375);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  if (shotDir) await page.screenshot({ path: `${shotDir}/city-picker-ar-375.png` });
});

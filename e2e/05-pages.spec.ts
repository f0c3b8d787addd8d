import { expect, test } from '@playwright/test';

test('an unknown path shows the 404 page with its link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Oops! We couldn't find this page" })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Where pet love meets');
});

test('help keeps one FAQ open at a time and Live Chat only toasts', async ({ page }) => {
  await page.goto('/help');
  const questions = page.locator('#faqs').getByRole('button');
  await expect(questions).toHaveCount(5);
  for (let i = 0; i < 5; i++) await expect(questions.nth(i)).toHaveAttribute('aria-expanded', 'false');

  await questions.nth(0).click();
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Select the Sign Up button at the top of the page')).toBeVisible();

  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Select the Sign Up button at the top of the page')).toBeHidden();
  await expect(page.getByRole('region', { name: 'How do I create a post?' })).toBeVisible();

  await questions.nth(2).click();
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Start live chat' }).click();
  await expect(page.getByText('Live chat will be available soon!')).toBeVisible();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByText('Our support team is available 7 days a week, 24 hours a day.')).toBeVisible();
});

test.describe('landing page', () => {
  test('has its five sections in order', async ({ page }) => {
    await page.goto('/');
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText('See what pet lovers are sharing');
    const texts = await page.locator('main h1, main h2').allTextContents();
    expect(texts.slice(0, 4)).toEqual([
      'Where pet love meets social connection',
      'See what pet lovers are sharing',
      "Everything your pet's social life needs",
      'Ready to join the pack?',
    ]);
    await expect(page.locator('#features').getByRole('heading', { level: 3 })).toHaveText([
      'Share pet moments',
      'Connect with pet lovers',
      'Personalized experience',
      'Discover pet content',
    ]);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} PawPals`);
  });

  test('carousel arrows show only for several images, stop at the ends and follow the arrow keys', async ({ page }) => {
    await page.goto('/');
    const first = page.getByRole('group', { name: 'Photos of Max' });
    const single = page.getByRole('group', { name: 'Photos of Biscuit' });
    await expect(first).toBeVisible();
    await expect(single.getByRole('button')).toHaveCount(0);

    const prev = first.getByRole('button', { name: 'Previous image' });
    const next = first.getByRole('button', { name: 'Next image' });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(first).toContainText('2 / 3');
    await expect(prev).toBeEnabled();
    await next.click();
    await expect(first).toContainText('3 / 3');
    await expect(next).toBeDisabled();

    await first.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toContainText('2 / 3');
    await page.keyboard.press('ArrowLeft');
    await expect(first).toContainText('1 / 3');
    await expect(prev).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toContainText('1 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(first).toContainText('2 / 3');
  });

  test('the slider loads only once the carousel comes onto the screen, then swipes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/');
    const first = page.getByRole('group', { name: 'Photos of Max' });
    await expect(first).toBeAttached();
    // Below the fold: the frame with its first photo, without the slider.
    await expect(first.locator('.swiper')).toHaveCount(0);
    await expect(first.getByRole('img')).toHaveAttribute('src', '/samples/dog-beach.svg');

    await first.scrollIntoViewIfNeeded();
    const slider = first.locator('.swiper');
    await expect(slider).toHaveCount(1);
    const box = await slider.boundingBox();
    if (!box) throw new Error('the slider has no box');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(first).toContainText('2 / 3');
  });

  test('in Arabic the arrow keys follow the reading direction', async ({ page }) => {
    await page.goto('/?lng=ar');
    const first = page.getByRole('group', { name: 'صور ماكس' });
    await first.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toContainText('2 / 3');
    await page.keyboard.press('ArrowRight');
    await expect(first).toContainText('1 / 3');
  });

  test('share copies the site root and like sends a visitor to /login', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    const card = page.getByRole('article', { name: 'Sunday nap champion' });
    await card.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Post link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/`);

    await card.getByRole('button', { name: /^Like/ }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('comment sends a visitor to /login', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('article', { name: 'First day home' })
      .getByRole('button', { name: /^Comment/ })
      .click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Features in the header scrolls to the features section', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
    await expect(page.locator('#features')).toBeInViewport();
    await expect(page).toHaveURL(/\/#features$/);
  });
});

test('a broken image falls back to the placeholder', async ({ page }) => {
  await page.route('**/samples/dog-beach.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  const image = page.getByRole('group', { name: 'Photos of Max' }).getByRole('img').first();
  await expect(image).toHaveAttribute('src', '/placeholder.svg');
});

test('forgot password asks for the address, and names support for a lost mailbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No longer have access to that mailbox?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@pawpals.app' })).toHaveAttribute('href', 'mailto:support@pawpals.app');
});

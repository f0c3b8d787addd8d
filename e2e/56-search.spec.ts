import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Post, SessionUser } from '#contract/entities.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { newAccount } from './support/content.ts';
import { fits, settle, shotDir } from './support/layout-checks.ts';
import { openControlled, setOnline } from './support/offline.ts';
import { arabicName, longWord } from './support/rich-content.ts';
import { password, uniqueUser } from './support/users.ts';

/** A made-up word, letters only, that no other test's posts hold. */
const uniqueWord = () => `quoll${Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;

async function addPost(request: APIRequestContext, author: SessionUser, title: string, body: string): Promise<Post> {
  const response = await request.post('/api/posts/add_post', {
    headers: { authorization: `Bearer ${author.token}` },
    multipart: { title, body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Post;
}

/** Another person, whose name holds the word, through the API. */
async function registerNamed(request: APIRequestContext, fullName: string): Promise<SessionUser> {
  const { username, email } = uniqueUser();
  const response = await request.post('/api/users/register', {
    data: { fullName, username, email, password, confirmPassword: password, country: 'EG', city: 'Cairo' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SessionUser;
}

async function typeSearch(page: Page, words: string, label = 'Search posts and people') {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(words);
  await box.press('Enter');
}

test('posts are found by their words in English and Arabic, titles first, and people by name; at 375 px in both languages', async ({ browser }) => {
  test.setTimeout(120_000);
  for (const [language, locale] of [
    ['en', 'en-US'],
    ['ar', 'ar-EG'],
  ] as const) {
    const word = uniqueWord();
    const context = await browser.newContext({ locale, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await newAccount(page, 'Search Viewer');
    const author = await registerNamed(page.request, `${arabicName} ${word}`);
    const inBody = await addPost(page.request, author, 'A day out', `Our ${word} chased ${longWord} across the park`);
    const inTitle = await addPost(page.request, author, `The ${word} parade`, 'Everyone came');
    await addPost(page.request, author, `${word} في الحديقة`, 'قطتي تحبّ اللعب في الحدائق');

    // On a phone the header has no room for it: the account menu leads there.
    await page.goto('/feed');
    await page.getByRole('button', { name: language === 'en' ? 'Account menu' : 'قائمة الحساب' }).click();
    await page.getByRole('menuitem', { name: language === 'en' ? 'Search' : 'بحث' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const searchLabel = language === 'en' ? 'Search posts and people' : 'ابحث في المنشورات والأشخاص';
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
    await typeSearch(page, `${word} parades`, searchLabel);
    await expect(page).toHaveURL(new RegExp(`q=${word}`));
    const results = page.locator('main').getByRole('article');
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText(inTitle.title);

    // A title's words rank above a body's.
    await typeSearch(page, word, searchLabel);
    await expect(results).toHaveCount(3);
    await expect(results.nth(2)).toContainText(inBody.title);
    await settle(page);
    await fits(page, `search ${language} 375`);
    if (shotDir) await page.screenshot({ path: `${shotDir}/search-posts-${language}-375.png`, fullPage: true });

    // Arabic words by their stem, without the diacritics the post has.
    await typeSearch(page, `${word} حديقة`, searchLabel);
    await expect(results).toHaveCount(1);
    await expect(results.first()).toContainText('في الحديقة');

    await page.getByRole('tab', { name: language === 'en' ? 'People' : 'الأشخاص' }).click();
    await typeSearch(page, word, searchLabel);
    await expect(page.getByRole('list', { name: language === 'en' ? 'People' : 'الأشخاص' }).getByText(author.fullName)).toBeVisible();
    await settle(page);
    await fits(page, `search people ${language} 375`);
    await expectNoSeriousViolations(page);
    if (shotDir) await page.screenshot({ path: `${shotDir}/search-people-${language}-375.png`, fullPage: true });
    await context.close();
  }
});

test('recent searches stay on the device, run again in one tap and can be cleared; desktop width', async ({ page }) => {
  const word = uniqueWord();
  const author = await newAccount(page, 'Recent Searcher');
  await addPost(page.request, author, `Where is the ${word}`, 'Under the bed');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/feed');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' }).click();
  await expect(page.getByText('Find posts by their words, in English or Arabic, and people by name or username.')).toBeVisible();
  await typeSearch(page, word);
  await expect(page.locator('main').getByRole('article')).toHaveCount(1);

  await page.goto('/search');
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await recent.getByRole('button', { name: word }).click();
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(page.locator('main').getByRole('article')).toContainText(`Where is the ${word}`);
  if (shotDir) await page.screenshot({ path: `${shotDir}/search-desktop.png` });

  await page.goto('/search');
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(page.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: word })).toHaveCount(0);
});

test('offline, with the service worker on, the search shows the matching posts saved on the device, and the server’s once back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const context = await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const author = await newAccount(page, 'Offline Searcher');
  const seen = await addPost(page.request, author, `Seen ${word} before`, 'This one reaches the device');

  // Online once: the post's page stores it on the device. (Not the feed: on the shared server,
  // other tests' newer posts can push it out of the few cards the feed draws.)
  await openControlled(page, `/posts/${seen._id}`);
  await expect(page.locator('main h1')).toHaveText(seen.title);
  const unseen = await addPost(page.request, author, `Later ${word}`, 'Posted while the phone was away');

  await setOnline(context, false);
  await page.goto(`/search?q=${word}`);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline: these are the matching posts saved on this device.' })).toBeVisible();
  const results = page.locator('main').getByRole('article');
  await expect(results).toHaveCount(1);
  await expect(results.first()).toContainText(seen.title);

  await setOnline(context, true);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('You are offline: these are the matching posts saved on this device.')).toHaveCount(0);
  await expect(results).toHaveCount(2);
  await expect(page.getByRole('article', { name: unseen.title })).toBeVisible();
  await context.close();
});

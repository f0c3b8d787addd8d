import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Post, SessionUser } from '#contract/entities.ts';
import { newAccount } from './support/content.ts';
import { fits, settle, shotDir } from './support/layout-checks.ts';
import { arabicName, longName, longWord } from './support/rich-content.ts';

/** A tag no other test's posts carry. */
const uniqueTag = () => `Cats${Array.from({ length: 6 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('')}`;

async function addPost(request: APIRequestContext, author: SessionUser, title: string, body: string): Promise<Post> {
  const response = await request.post('/api/posts/add_post', { headers: { authorization: `Bearer ${author.token}` }, multipart: { title, body } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Post;
}

const sizes = [
  ['375', { width: 375, height: 800 }],
  ['desktop', { width: 1280, height: 900 }],
] as const;

for (const [language, locale] of [
  ['en', 'en-US'],
  ['ar', 'ar-EG'],
] as const) {
  for (const [size, viewport] of sizes) {
    test(`a #tag opens its page, can be followed, and Explore shows it (${language}, ${size})`, async ({ browser }) => {
      test.setTimeout(120_000);
      const tag = uniqueTag();
      const context = await browser.newContext({ locale, viewport });
      const page = await context.newPage();
      const me = await newAccount(page, language === 'en' ? longName : arabicName);
      await addPost(page.request, me, `${longWord} #قطط`, `نزهة في الحديقة مع القطط #${tag} and ${longWord}`);

      await page.goto('/feed');
      const link = page.getByRole('link', { name: `#${tag}` }).first();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`/tags/${tag}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`#${tag}`);
      await expect(page.locator('main').getByRole('article')).toHaveCount(1);

      const follow = page.getByRole('button', { name: language === 'en' ? 'Follow' : 'متابعة' });
      await follow.click();
      await expect(page.getByRole('button', { name: language === 'en' ? 'Following' : 'تتابعه' })).toHaveAttribute('aria-pressed', 'true');
      await settle(page);
      await fits(page, `tag ${language} ${size}`);
      if (shotDir) await page.screenshot({ path: `${shotDir}/tag-${language}-${size}.png`, fullPage: true });

      // An Arabic tag has its page too.
      await page.goto(`/tags/${encodeURIComponent('قطط')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('#قطط');
      await expect(page.locator('main').getByRole('article').first()).toBeVisible();

      await page.goto('/explore');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'en' ? 'Explore' : 'استكشف');
      const followed = page.getByRole('region', { name: language === 'en' ? 'From tags you follow' : 'من الوسوم التي تتابعها' });
      await expect(followed.getByRole('link', { name: `#${tag.toLowerCase()}`, exact: true })).toBeVisible();
      await expect(followed.getByRole('article')).toHaveCount(1);
      await page.getByRole('tab', { name: language === 'en' ? 'Last 7 days' : 'آخر 7 أيام' }).click();
      await expect(page).toHaveURL(/window=week/);
      await settle(page);
      await fits(page, `explore ${language} ${size}`);
      if (shotDir) await page.screenshot({ path: `${shotDir}/explore-${language}-${size}.png`, fullPage: true });
      await context.close();
    });
  }
}

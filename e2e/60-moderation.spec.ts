import { expect, test, type Page } from '@playwright/test';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { imageFile } from './support/content.ts';
import { fits, settle, shotDir } from './support/layout-checks.ts';
import { moderatorName, reportByApi, signInModerator } from './support/moderator.ts';
import { joinedPostRoom } from './support/post-watch.ts';
import { arabicName, longName, longWord } from './support/rich-content.ts';
import { newPerson, register } from './support/social.ts';

/** The app's words in each language, as the moderators' screen shows them. */
const words = {
  en: {
    menu: 'Account menu',
    moderation: 'Moderation',
    reason: 'Animal cruelty',
    note: /^Note/,
    remove: 'Remove content',
    confirm: 'Remove',
    removed: 'Content removed',
    log: 'Log',
    empty: 'No open reports. Nothing waits for a moderator.',
    notForYou: 'This screen is for moderators only.',
    notifications: 'Notifications',
    told: 'A moderator removed something you posted',
    photo: 'Reported photo 1',
  },
  ar: {
    menu: 'قائمة الحساب',
    moderation: 'الإشراف',
    reason: 'القسوة على الحيوانات',
    note: /^ملاحظة/,
    remove: 'إزالة المحتوى',
    confirm: 'إزالة',
    removed: 'أُزيل المحتوى',
    log: 'السجل',
    empty: 'لا توجد بلاغات مفتوحة. لا شيء ينتظر المشرفين.',
    notForYou: 'هذه الشاشة للمشرفين فقط.',
    notifications: 'الإشعارات',
    told: 'أزال أحد المشرفين شيئًا نشرته',
    photo: 'الصورة المُبلَّغ عنها 1',
  },
} as const;

const storedPostIds = (page: Page): Promise<string[]> =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('pawpals');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('posts').objectStore('posts').getAllKeys();
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result.map(String));
          };
        };
      }),
  );

for (const [language, locale] of [
  ['en', 'en-US'],
  ['ar', 'ar-EG'],
] as const) {
  for (const width of [375, 1280]) {
    test(`a moderator removes a reported post: gone from the author's open feed and mirror, the author told, the log shows it (${language}, ${width} px)`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      const w = words[language];
      const options = { locale, viewport: { width, height: 900 } };
      const tag = `${language}${width}${Date.now().toString(36)}`;
      const author = await newPerson(browser, longName, options);
      const reporter = await register(author.page.request, arabicName);
      const title = `قطتي ${tag} ${longWord}`;
      const created = await author.page.request.post('/api/posts/add_post', {
        headers: { authorization: `Bearer ${author.user.token}` },
        multipart: { title, body: `أخذت ميمي لقاحاتها اليوم. ${longWord}`, images: await imageFile('cat.png', '#c84') },
      });
      expect(created.status()).toBe(201);
      const post = (await created.json()) as Post;
      const why = `He hurts the cat in the photo ${longWord}`;
      await reportByApi(author.page.request, reporter, { targetType: 'post', targetId: post._id, reason: 'animal-cruelty', text: why });

      // The author's feed is open, its card watching the post.
      const joined = joinedPostRoom(author.page, post._id);
      await author.page.goto('/feed');
      await expect(author.page.getByTestId('post-card').filter({ hasText: tag })).toBeVisible({ timeout: 20_000 });
      await joined;
      expect(await storedPostIds(author.page)).toContain(post._id);
      await author.page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      // Not a moderator: no menu item, and the address says so.
      await author.page.getByRole('button', { name: w.menu }).click();
      await expect(author.page.getByRole('menuitem', { name: w.moderation })).toHaveCount(0);
      await author.page.keyboard.press('Escape');

      // The moderator, in a browser of their own, goes there from the account menu.
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await signInModerator(context, page.request);
      await page.goto('/feed');
      await page.getByRole('button', { name: w.menu }).click();
      await page.getByRole('menuitem', { name: w.moderation }).click();
      await expect(page).toHaveURL(/\/moderation$/);
      await expect(page.getByRole('heading', { level: 1, name: w.moderation })).toBeVisible();
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2 }) })
        .filter({ hasText: tag });
      await expect(card).toBeVisible({ timeout: 15_000 });
      await expect(card).toContainText(longName);
      await expect(card).toContainText(arabicName);
      await expect(card).toContainText(w.reason);
      await expect(card).toContainText(why);
      await expect(card.getByRole('img', { name: w.photo })).toBeVisible();
      await settle(page);
      await fits(page, `moderation ${language} ${width}`);
      if (shotDir) await page.screenshot({ path: `${shotDir}/moderation-${language}-${width}.png`, fullPage: true });

      // Remove, with a note, confirmed: the keyboard reaches the field and the button.
      const note = card.getByLabel(w.note);
      await note.focus();
      await note.fill(`Cruelty to a cat ${tag}`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(card.getByRole('button', { name: w.remove })).toBeFocused();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: w.confirm, exact: true }).click();
      await expect(card).toHaveCount(0);

      // The author's open feed loses it without a reload, and so does the device's copy.
      await expect(author.page.getByTestId('post-card').filter({ hasText: tag })).toHaveCount(0);
      await expect.poll(() => storedPostIds(author.page)).not.toContain(post._id);
      expect(await author.page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      await author.page.getByRole('button', { name: w.notifications }).click();
      await expect(author.page.getByText(w.told).first()).toBeVisible();
      // Opened by its address later, it is not found.
      expect((await author.page.request.get(paths.post(post._id))).status()).toBe(404);

      // The log tells who removed it, and why.
      await page.getByRole('tab', { name: w.log }).click();
      const entry = page.getByRole('listitem').filter({ hasText: `Cruelty to a cat ${tag}` });
      await expect(entry).toContainText(w.removed);
      await expect(entry).toContainText(moderatorName);
      if (shotDir) await page.screenshot({ path: `${shotDir}/moderation-log-${language}-${width}.png`, fullPage: true });

      await author.page.goto('/moderation');
      await expect(author.page.getByRole('alert').filter({ hasText: w.notForYou })).toBeVisible();
      await author.context.close();
      await context.close();
    });
  }
}

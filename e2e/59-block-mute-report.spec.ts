import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Post, SessionUser } from '#contract/entities.ts';
import { scrollToCard } from './support/feed.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';
import * as checks from './support/layout-checks.ts';
import { pickFromMenu, reportsAbout, serverList } from './support/safety.ts';
import { createPost, newPerson, register, type Person } from './support/social.ts';

/**
 * Mute from a post's menu, report a post with a reason and words, and the
 * list of blocked and muted people with Undo, at a phone's and a desktop's
 * width; the same screens in Arabic must fit and read right to left.
 */

const longName = 'Bartholomew Alexander Montgomery-Fitzgerald of the Nile';
const longWord = 'Supercalifragilisticexpialidociouspuppyadventuresontheriverbank';
const arabicName = 'ليلى عبد الرحمن الشمري';
const arabicWords = 'هذا المنشور يسيء إلى الحيوانات، أرجو المراجعة';

interface Scene {
  viewer: Person;
  poster: SessionUser;
  post: Post;
}

let scenes = 0;

/** A viewer, and a poster with a long name whose post has a long unbroken word in its title and Arabic in its body. */
async function scene(browser: Browser, width: number, posterName: string): Promise<Scene> {
  scenes += 1;
  const viewer = await newPerson(browser, 'Amira Haddad', { viewport: { width, height: 800 } });
  await viewer.page.emulateMedia({ reducedMotion: 'reduce' });
  const poster = await register(viewer.page.request, posterName);
  const post = await createPost(viewer.page.request, poster, `${longWord} ${process.pid}-${scenes}-${width}`);
  return { viewer, poster, post };
}

const postCard = (page: Page, post: Post) => page.getByRole('article', { name: post.title });

async function fits(page: Page, name: string) {
  await checks.settle(page);
  await checks.fits(page, name);
}

for (const width of [375, 1280]) {
  test(`mute from a post's menu, report a post, undo from the list at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { viewer, poster, post } = await scene(browser, width, longName);
    const reported = await createPost(viewer.page.request, await register(viewer.page.request, arabicName), `بلاغ ${process.pid}-${width}`);
    const { page, context, user } = viewer;

    await page.goto('/feed');
    await scrollToCard(page, postCard(page, post));
    await postCard(page, post)
      .getByRole('button', { name: /^More for the post/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await fits(page, `post-menu-en-${width}`);
    await page.getByRole('menuitem', { name: /^Mute/ }).click();
    await expect(page.getByText(/is muted: their posts leave your feed\./)).toBeVisible();
    await expect(postCard(page, post)).toHaveCount(0);

    await pickFromMenu(page, postCard(page, reported), /^More for the post/, /^Report post/);
    const dialog = page.getByRole('dialog', { name: 'Report post' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Choose a reason.');
    await dialog.getByRole('radio', { name: 'Animal cruelty' }).check();
    await dialog.getByLabel('Anything to add? (optional)').fill(arabicWords);
    await fits(page, `report-dialog-en-${width}`);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you for your report. Our moderators will look at it.')).toBeVisible();
    await scrollToCard(page, postCard(page, reported));

    await waitForEmptyOutbox(page);
    expect((await serverList(page.request, user, 'mutes')).map((person) => person._id)).toEqual([poster._id]);
    await expect(async () => {
      const groups = await reportsAbout(page.request, reported._id);
      expect(groups.map((group) => [group.count, group.reasons])).toEqual([[1, ['animal-cruelty']]]);
      expect(groups[0]?.reports.map((report) => report.text)).toEqual([arabicWords]);
    }).toPass({ timeout: 20_000 });

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Blocked and muted' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blocked and muted' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Blocked' })).toContainText('You have not blocked anyone.');
    const muted = page.getByRole('region', { name: 'Muted' });
    await expect(muted.getByTestId('listed-person')).toContainText(longName);
    await fits(page, `blocked-list-en-${width}`);
    await muted.getByRole('button', { name: 'Undo' }).click();
    await expect(muted).toContainText('You have not muted anyone.');
    await waitForEmptyOutbox(page);
    expect(await serverList(page.request, user, 'mutes')).toEqual([]);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Posts' }).click();
    await scrollToCard(page, postCard(page, post));

    await context.close();
  });

  test(`the menus, the report dialog and the list fit ${width} px in Arabic`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { viewer, post } = await scene(browser, width, arabicName);
    const { page, context } = viewer;
    await page.goto('/feed?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const card = postCard(page, post);
    await scrollToCard(page, card);
    await card.locator('header').getByRole('button').click();
    const items = page.getByRole('menuitem');
    await expect(items).toHaveCount(3);
    await fits(page, `post-menu-ar-${width}`);
    await items.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio')).toHaveCount(6);
    await dialog.getByRole('radio').nth(2).check();
    await dialog.getByRole('textbox').fill(arabicWords);
    await fits(page, `report-dialog-ar-${width}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await card.locator('header').getByRole('button').click();
    await items.nth(1).click();
    await expect(card).toHaveCount(0);
    await page.goto('/blocked?lng=ar');
    await expect(page.getByTestId('listed-person')).toContainText(arabicName);
    await fits(page, `blocked-list-ar-${width}`);

    await context.close();
  });
}

import { expect, test as base, type Page } from '@playwright/test';
import { arabicName, arabicPostBody, englishPostBody, longName, seedRichContent, suggestedName, type RichContent } from './support/rich-content.ts';
import * as checks from './support/layout-checks.ts';

/**
 * Every route at phone widths and on a desktop, in both languages, with real
 * content: nothing sticks out sideways, the header stays on screen, axe finds
 * nothing serious, names are never cut and text in the other script reads right.
 */

const test = base.extend<object, { content: RichContent }>({
  content: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await seedRichContent(request));
      await request.dispose();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

const widths = [320, 375, 430, 1280] as const;
/** Each layout gets the full axe audit at one width; the widths between only the rules that depend on width. */
const fullAudit = new Set<number>([375, 1280]);
const languages = ['en', 'ar'] as const;
type Language = (typeof languages)[number];

const caughtUp: Record<Language, string> = { en: "You're all caught up.", ar: 'لقد شاهدت كل شيء.' };
const yourPets: Record<Language, string> = { en: 'You and your pets', ar: 'أنت وحيواناتك الأليفة' };

interface Screen {
  name: string;
  path: string;
  /** Seeded text that shows once the screen has its content. */
  shows?: string;
}

const visitorScreens: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'signup', path: '/signup' },
  { name: 'about', path: '/about' },
  { name: 'help', path: '/help' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'forgot-password', path: '/forgot-password' },
  { name: 'not-found', path: '/no-such-page' },
];

function memberScreens(content: RichContent): Screen[] {
  const { fourPhotoPost, arabicPost, pet, friend, conversationId } = content;
  return [
    { name: 'feed', path: '/feed', shows: englishPostBody },
    { name: 'dashboard', path: '/dashboard', shows: 'Biscuit' },
    { name: 'my-profile', path: '/my_profile', shows: 'Four photos from the beach' },
    { name: 'profile', path: `/profile/${friend._id}`, shows: arabicPostBody },
    { name: 'post', path: `/posts/${fourPhotoPost._id}`, shows: 'صور جميلة! كم عمر الكلب؟' },
    { name: 'post-other-script', path: `/posts/${arabicPost._id}`, shows: arabicPostBody },
    { name: 'post-update', path: `/posts/${fourPhotoPost._id}/update` },
    { name: 'pet', path: `/pets/${pet._id}`, shows: 'Scottish Fold' },
    { name: 'pet-update', path: `/pets/${pet._id}/update` },
    { name: 'gallery', path: `/pets/${pet._id}/gallery` },
    { name: 'add-post', path: '/add-post' },
    { name: 'add-pet', path: '/add-pet' },
    { name: 'chats', path: '/chats', shows: arabicName },
    { name: 'chat', path: `/chats/${conversationId}`, shows: 'She is fine, just sleepy. Thanks for asking!' },
    { name: 'update-password', path: '/update_password' },
  ];
}

/**
 * Waits for seeded text, scrolling down while it is not drawn: the feed draws only the cards near
 * the screen, and the other worker's seeded posts, made at the same moment, can sit above ours.
 */
async function showSeeded(page: Page, text: string) {
  const seeded = page.getByText(text, { exact: true }).filter({ visible: true }).first();
  await expect(async () => {
    if (!(await seeded.isVisible())) await page.mouse.wheel(0, 300);
    await expect(seeded).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function visit(page: Page, screen: Screen, language: Language) {
  await page.goto(`${screen.path}?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('main h1').first()).toBeAttached();
  if (screen.shows) await showSeeded(page, screen.shows);
  await checks.settle(page);
}

for (const language of languages) {
  for (const width of widths) {
    const tag = `${language}-${width}`;

    test(`every route fits ${width} px in ${language} with real content`, async ({ browser, content }) => {
      test.setTimeout(420_000);
      const rules = fullAudit.has(width) ? undefined : checks.widthRules;
      const context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.emulateMedia({ reducedMotion: 'reduce' });

      for (const screen of visitorScreens) {
        await visit(page, screen, language);
        await checks.fits(page, `${screen.name}-${tag}`, rules);
      }

      await context.addInitScript((session) => {
        if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
      }, JSON.stringify(content.me));
      for (const screen of memberScreens(content)) {
        await visit(page, screen, language);
        await checks.fits(page, `${screen.name}-${tag}`, rules);
        expect.soft(await checks.clippedNames(page, [longName, suggestedName, arabicName]), `names cut on ${screen.name}-${tag}`).toEqual([]);

        if (screen.name === 'feed') {
          // The reader's pets are reachable from the feed at every width.
          const ownCorner = page.getByRole('complementary', { name: yourPets[language] });
          await expect.soft(ownCorner.locator(`a[href="/pets/${content.pet._id}"]`)).toBeVisible();
          await expect.soft(ownCorner.locator('a[href="/add-pet"]')).toBeVisible();
          // Suggested accounts show the stranger's whole name.
          await expect.soft(page.locator(`main a[href="/profile/${content.stranger._id}"]`).first()).toHaveText(suggestedName);
          // Text in either script runs its own way whatever the interface's direction.
          expect.soft(await checks.directionOf(page, arabicPostBody)).toBe('rtl');
          expect.soft(await checks.directionOf(page, englishPostBody)).toBe('ltr');

          await checks.openBell(page, language);
          await checks.fits(page, `bell-${tag}`, rules);
          // The sender's name sits isolated in the sentence, so it reads right in either direction.
          await expect.soft(page.getByRole('dialog').locator('bdi', { hasText: arabicName }).first()).toBeVisible();
          await page.keyboard.press('Escape');
        }
        if (screen.name === 'post') {
          // Like, comment and share keep their icons whole beside the Edit button.
          const icons = await checks.actionIconWidths(page);
          expect(icons.length, 'icons in the post action bar').toBeGreaterThanOrEqual(3);
          for (const iconWidth of icons) expect.soft(iconWidth, `an action icon's width at ${tag}`).toBeGreaterThanOrEqual(16);
          expect.soft(await checks.directionOf(page, 'صور جميلة! كم عمر الكلب؟')).toBe('rtl');
        }
        if (screen.name === 'post-other-script') {
          await expect.soft(page.getByText(arabicPostBody, { exact: true })).toHaveAttribute('dir', 'auto');
          expect.soft(await checks.directionOf(page, arabicPostBody)).toBe('rtl');
        }
        if (screen.name === 'chats') {
          await expect.soft(page.locator(`main a[href="/profile/${content.friend._id}"]`).first()).toHaveText(arabicName);
        }
      }

      if (width === 1280) {
        const gap = await checks.gapBeforeFeedEnd(page, language, caughtUp[language]);
        test.info().annotations.push({ type: 'feed end gap', description: `${gap} px` });
        expect(gap, `space between the last post and "${caughtUp[language]}"`).toBeLessThanOrEqual(64);
      }
      await context.close();
    });
  }
}

test.afterAll(() => {
  if (checks.shotDir) console.log(`Screenshots in ${checks.shotDir}`);
});

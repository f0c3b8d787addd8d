import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** With SHOT_DIR set, every checked screen is saved there as a full-page PNG. */
export const shotDir = process.env.SHOT_DIR;

/** Waits until the screen has stopped filling in: no busy region, fonts and eager images loaded. */
export async function settle(page: Page) {
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(() => Array.from(document.images).every((image) => image.complete || image.loading === 'lazy'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
  // Entrances (a card fading in) end first: axe measures contrast through a half-faded card.
  await page.evaluate(() => {
    const ending = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const finished = Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 5_000))]).then(() => undefined);
  });
}

/**
 * The axe rules whose outcome can change with the width alone (what wraps,
 * scrolls, shrinks or hides): enough where another width of the same layout
 * already had the full audit.
 */
export const widthRules = [
  'color-contrast',
  'scrollable-region-focusable',
  'target-size',
  'label-content-name-mismatch',
  'button-name',
  'link-name',
  'nested-interactive',
  'landmark-unique',
  'region',
];

/**
 * The page may not scroll sideways, every control of the site header must lie
 * inside the viewport, and axe may find nothing serious or critical (all its
 * rules, or only `rules`). Soft, so one run lists every screen that breaks.
 */
export async function fits(page: Page, name: string, rules?: string[]) {
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const clipsSideways = (element: Element | null): boolean => {
      for (let node = element?.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} [${Math.round(rect.left)}..${Math.round(rect.right)}] "${text}"`;
    };
    const outside = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && (rect.left < -0.5 || rect.right > width + 0.5);
    };
    // The widest culprits: outside the viewport and not inside something that clips them.
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => outside(element) && !clipsSideways(element))
      .filter((element, _, all) => !all.some((other) => other !== element && other.contains(element)))
      .slice(0, 5)
      .map(describe);
    const header = Array.from(document.querySelectorAll('header:not(main header) :is(a, button, input, select, [role="button"])'))
      .filter(outside)
      .map(describe);
    return { scrollWidth: root.scrollWidth, width, culprits, header };
  });
  expect
    .soft(layout.scrollWidth, `${name} is ${layout.scrollWidth} px wide in a ${layout.width} px viewport: ${layout.culprits.join('; ')}`)
    .toBeLessThanOrEqual(layout.width);
  expect.soft(layout.header, `${name}: header controls outside the viewport`).toEqual([]);

  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const results = await (rules ? axe.withRules(rules) : axe).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect.soft(serious.map((violation) => `${name} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage: true });
}

/**
 * Where one of the names is shown but cut: an ancestor that clips (an
 * ellipsis, a hidden overflow) hides part of it sideways, or a line clamp
 * hides a line of it. Returns a description of each cut one.
 */
export async function clippedNames(page: Page, names: string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      if (!wanted.includes(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const shown = range.getBoundingClientRect();
      if (shown.width === 0 && shown.height === 0) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"], [hidden]')) continue;
      for (let element: HTMLElement | null = parent; element && element !== document.body; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.overflowX === 'visible') continue;
        const box = element.getBoundingClientRect();
        if (shown.left < box.left - 1 || shown.right > box.right + 1) {
          cut.push(
            `"${text}" cut to ${Math.round(box.width)} of ${Math.round(shown.width)} px by <${element.tagName.toLowerCase()} class="${element.className}">`,
          );
          break;
        }
      }
      if (parent.scrollHeight > parent.clientHeight + 1 && getComputedStyle(parent).overflowY !== 'visible') {
        cut.push(`"${text}" loses lines in <${parent.tagName.toLowerCase()} class="${parent.className}">`);
      }
    }
    return cut;
  }, names);
}

/** The direction each element showing exactly this text is laid out in ('rtl', 'ltr', or both when they differ). */
export async function directionOf(page: Page, text: string): Promise<string> {
  const directions = await page
    .getByText(text, { exact: true })
    .evaluateAll((elements) => [...new Set(elements.map((element) => getComputedStyle(element).direction))]);
  return directions.sort().join(' ');
}

/** Widths of the icons in the like, comment and share bar of the post on the page. */
export async function actionIconWidths(page: Page): Promise<number[]> {
  return page
    .getByTestId('likes-count')
    .first()
    .evaluate((count) => {
      const bar = count.closest(':has([data-testid="comments-count"])');
      return Array.from(bar?.querySelectorAll('svg') ?? []).map((icon) => icon.getBoundingClientRect().width);
    });
}

export async function openBell(page: Page, language: 'en' | 'ar') {
  await page.getByRole('button', { name: language === 'ar' ? /^الإشعارات/ : /^Notifications/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
}

/** On /feed: scrolls to the end of the list and measures the space between the last post and the closing line. */
export async function gapBeforeFeedEnd(page: Page, language: string, closingLine: string): Promise<number> {
  await page.goto(`/feed?lng=${language}`);
  const end = page.getByText(closingLine, { exact: true });
  await expect(page.getByTestId('post-card').first()).toBeVisible();
  // The closing line is in the page as soon as the last page is stored, far below the cards drawn
  // so far: scroll until it is on screen, with the last cards drawn and measured above it.
  const onScreen = async () => {
    const box = (await end.count()) > 0 ? await end.boundingBox() : null;
    return box !== null && box.y < (page.viewportSize()?.height ?? 0);
  };
  for (let round = 0; round < 60 && !(await onScreen()); round += 1) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
  }
  await expect(end).toBeInViewport();
  await page.waitForTimeout(300);
  return page.evaluate((line) => {
    const cards = Array.from(document.querySelectorAll('[data-testid="post-card"]'));
    const lastBottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
    const closing = Array.from(document.querySelectorAll('main span, main p')).find((element) => element.textContent?.trim() === line);
    return Math.round((closing?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY) - lastBottom);
  }, closingLine);
}

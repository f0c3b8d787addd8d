import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { conversationIdOf } from '../src/contract/conversation.ts';
import { createPost, followByApi, likePost, newPerson } from './support/social.ts';

const shotDir = process.env.SHOT_DIR;

/** Nothing may stick out sideways (a layout broken in RTL usually does), and axe finds nothing serious. */
async function check(page: Page, name: string, fullPage = false) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  if (shotDir) await page.screenshot({ path: `${shotDir}/${name}.png`, fullPage });
}

for (const language of ['en', 'ar'] as const) {
  for (const width of [375, 1280]) {
    test(`chat, suggestions and the bell fit at ${width} px in ${language}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const a = await newPerson(browser, language === 'ar' ? 'أميرة حداد' : 'Amira Haddad', { viewport: { width, height: 800 } });
      const b = await newPerson(browser, 'Bilal Nasser');
      const tag = `${language}-${width}`;

      await a.page.goto(`/chats?lng=${language}`);
      await expect(a.page.getByRole('region', { name: language === 'ar' ? 'حسابات مقترحة' : 'Suggested accounts' })).toBeVisible({ timeout: 15_000 });
      await check(a.page, `chats-empty-${tag}`, true);

      await followByApi(a.page.request, a.user, b.user._id);
      await followByApi(b.page.request, b.user, a.user._id);
      const post = await createPost(a.page.request, a.user);
      await likePost(b.page.request, b.user, post._id);
      const conversation = conversationIdOf(a.user._id, b.user._id);
      await a.page.goto(`/chats/${conversation}?lng=${language}`);
      const input = a.page.getByRole('textbox', { name: language === 'ar' ? 'الرسالة' : 'Message' });
      await input.fill(language === 'ar' ? 'مرحبا يا بلال! كيف حال ريكس؟' : 'Hello Bilal! How is Rex?');
      await input.press('Enter');
      await b.page.request.post('/api/messages/add_message', {
        headers: { authorization: `Bearer ${b.user.token}` },
        data: { receiver: a.user._id, content: 'Rex is great, we went to the beach today.' },
      });
      await expect(a.page.getByText('Rex is great, we went to the beach today.')).toBeVisible();
      await check(a.page, `chat-${tag}`);

      await a.page.getByRole('button', { name: language === 'ar' ? /^الإشعارات/ : /^Notifications/ }).click();
      await expect(a.page.getByRole('dialog')).toBeVisible();
      await check(a.page, `bell-${tag}`);
      await a.context.close();
      await b.context.close();
    });
  }
}

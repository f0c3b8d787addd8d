import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SessionUser } from '#contract/entities.ts';

let counter = 0;

/** A fresh account through the API, with a name no other run has used. */
export async function newAccount(page: Page, fullName: string): Promise<SessionUser> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${process.pid.toString(36)}c${counter}`;
  const response = await page.request.post('/api/users/register', {
    data: {
      fullName,
      username: `c_${tag}`,
      email: `${tag}@example.com`,
      password: 'whiskers-and-paws-1',
      confirmPassword: 'whiskers-and-paws-1',
      country: 'EG',
      city: 'Cairo',
    },
  });
  if (response.status() !== 201) throw new Error(`register answered ${response.status()}: ${await response.text()}`);
  const user = (await response.json()) as SessionUser;
  await page.addInitScript((session) => {
    if (!localStorage.getItem('pawpals.session')) localStorage.setItem('pawpals.session', session);
  }, JSON.stringify(user));
  return user;
}

/** A signed-in page in its own browser context, so two users can act side by side. */
export async function pageFor(browser: Browser, fullName: string, locale = 'en-US') {
  const context = await browser.newContext({ locale, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  const user = await newAccount(page, fullName);
  return { page, user, context };
}

/** A small real image for file inputs. */
export async function imageFile(name: string, color: string, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width: 96, height: 72, channels: 3, background: color } });
  const buffer = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return { name, mimeType: format === 'png' ? 'image/png' : 'image/jpeg', buffer };
}

/** The id in the current /posts/{id} or /pets/{id} address. */
export function idFromUrl(page: Page, kind: 'posts' | 'pets'): string {
  const match = new RegExp(`/${kind}/([^/?#]+)`).exec(page.url());
  if (!match?.[1]) throw new Error(`no ${kind} id in ${page.url()}`);
  return match[1];
}

import type { APIRequestContext, Browser, Page } from '@playwright/test';
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

/**
 * A phone-size JPEG (4032 × 3024), different for each `seed`: noise drawn
 * small and scaled up, so it has texture without taking seconds to make.
 */
export async function phonePhoto(seed: number, name = `IMG_${seed}.jpg`) {
  const background = `#${(0x8a6 + seed * 0x123).toString(16).slice(-3)}`;
  const grain = await sharp({ create: { width: 504, height: 378, channels: 3, background, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .png()
    .toBuffer();
  const buffer = await sharp(grain).resize(4032, 3024).jpeg({ quality: 90 }).toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/**
 * The size of an image as the server stores it. A kept-alive connection the
 * server closed just as the request left it (ECONNRESET) is tried once more.
 */
export async function storedImageSize(request: APIRequestContext, url: string): Promise<{ width: number; height: number }> {
  const body = await request
    .get(url)
    .catch((error: unknown) => (String(error).includes('ECONNRESET') ? request.get(url) : Promise.reject(error)))
    .then((response) => response.body());
  const { width = 0, height = 0 } = await sharp(body).metadata();
  return { width, height };
}

/** The id in the current /posts/{id} or /pets/{id} address. */
export function idFromUrl(page: Page, kind: 'posts' | 'pets'): string {
  const match = new RegExp(`/${kind}/([^/?#]+)`).exec(page.url());
  if (!match?.[1]) throw new Error(`no ${kind} id in ${page.url()}`);
  return match[1];
}

import type { BrowserContext, Page, Request } from '@playwright/test';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import sharp from 'sharp';
import type { Post, SessionUser } from '#contract/entities.ts';
import { backgroundSyncTag } from '../src/data/outbox/flush-scheduler.ts';
import { expect, test, type OwnServer } from './support/own-server.ts';
import { newPerson } from './support/social.ts';
import { openControlled, outboxRows, setOnline } from './support/offline.ts';
import { waitForEmptyOutbox } from './support/offline-changes.ts';

/**
 * The offline photo post in the cases where it could be lost or sent twice,
 * at 375 px with the service worker on: the server killed during the replay,
 * every tab closed before the connection returns (the worker delivers it on
 * Background Sync), two tabs open when it returns, and a device with no room
 * left for the photos (nothing typed or already queued is lost).
 */

const phone = { viewport: { width: 375, height: 800 } };

/** A photo with texture, different for each `seed`, small enough to be prepared quickly on a busy machine. */
async function photo(seed: number) {
  const background = `#${(0x5b9 + seed * 0x2a7).toString(16).slice(-3)}`;
  const grain = await sharp({ create: { width: 400, height: 300, channels: 3, background, noise: { type: 'gaussian', mean: 120, sigma: 40 } } })
    .png()
    .toBuffer();
  const buffer = await sharp(grain).resize(1600, 1200).jpeg({ quality: 85 }).toBuffer();
  return { name: `IMG_${seed}.jpg`, mimeType: 'image/jpeg', buffer };
}

/** Noise at full size: about 1 MB each even once prepared on the device, so together they overflow a nearly full device. */
async function heavyPhoto(seed: number) {
  const buffer = await sharp({
    create: { width: 1600, height: 1200, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 100 + seed, sigma: 60 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { name: `IMG_${seed}.jpg`, mimeType: 'image/jpeg', buffer };
}

type Photo = Awaited<ReturnType<typeof photo>>;
let madePhotos: Promise<Photo[]> | undefined;
let madeHeavyPhotos: Promise<Photo[]> | undefined;
const threePhotos = () => (madePhotos ??= Promise.all([1, 2, 3].map(photo)));
const threeHeavyPhotos = () => (madeHeavyPhotos ??= Promise.all([1, 2, 3].map(heavyPhoto)));

const texts = {
  en: {
    title: 'Beach day',
    body: 'Rex at the beach, three photos',
    alts: ['Rex digging', 'Rex in the waves', 'Rex asleep on a towel'],
    textOnly: 'Rex is asleep already',
    noRoom:
      'There is not enough room on this device to keep these photos until you are back online. Remove some photos, or post when you are online.',
  },
  ar: {
    title: 'يوم على الشاطئ',
    body: 'ركس على الشاطئ، ثلاث صور',
    alts: ['ركس يحفر', 'ركس في الأمواج', 'ركس نائم على منشفة'],
    textOnly: 'ركس نائم بالفعل',
    noRoom: 'لا توجد مساحة كافية على هذا الجهاز للاحتفاظ بهذه الصور حتى تعود متصلًا. أزِل بعض الصور، أو انشر عندما تكون متصلًا.',
  },
} as const;
type Language = keyof typeof texts;

/** Fills the new post form with the title, the body and the three described photos. */
async function fillPhotoPost(page: Page, language: Language, photos: Photo[]) {
  const { title, body, alts } = texts[language];
  await page.locator('input[name="title"]').fill(title);
  await page.locator('textarea[name="body"]').fill(body);
  await page.locator('input[type="file"]').setInputFiles(photos);
  const descriptions = page.locator('textarea[name="alts"]');
  await expect(descriptions).toHaveCount(3);
  for (const [index, alt] of alts.entries()) await descriptions.nth(index).fill(alt);
}

/** Opens the form under the worker, cuts the network and posts the three photos: it waits in the outbox. */
async function queuePhotoPost(page: Page, context: BrowserContext, language: Language = 'en') {
  await openControlled(page, `/add-post?lng=${language}`);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await setOnline(context, false);
  await fillPhotoPost(page, language, await threePhotos());
  await page.locator('main button[type="submit"]').click();
  // Queued once the photos are prepared on the device: seconds on a busy machine.
  await expect(page).toHaveURL(/\/feed/, { timeout: 60_000 });
  await expect(waitingCards(page)).toHaveCount(1);
  expect((await outboxRows(page)).map((row) => row.kind)).toEqual(['post']);
}

const waitingCards = (page: Page) => page.locator('[data-testid="post-card"][data-waiting="true"]');

/** The user's posts on the server, newest first. */
async function serverPosts(page: Page, user: SessionUser): Promise<Post[]> {
  // The context's request client: it outlives the page and goes around the browser's network.
  const response = await page.context().request.get(`/api/posts/${user._id}`);
  expect(response.status(), 'GET posts').toBe(200);
  return (await response.json()) as Post[];
}

/** The server has the photo post exactly once, with its three photos in order, each once and described. */
async function expectPostedOnce(page: Page, user: SessionUser, language: Language = 'en'): Promise<Post> {
  const posts = (await serverPosts(page, user)).filter((post) => post.body === texts[language].body);
  expect(posts).toHaveLength(1);
  const [post] = posts as [Post];
  expect(post.title).toBe(texts[language].title);
  expect(post.media.map((media) => media.alt)).toEqual([...texts[language].alts]);
  expect(new Set(post.media.map((media) => media.url)).size).toBe(3);
  return post;
}

/** Every request to upload a photo ahead or to add the post, with the photo's or the row's key. */
function recordSends(context: BrowserContext) {
  const sends: { what: 'photo' | 'post'; key: string; fromWorker: boolean }[] = [];
  const record = (what: 'photo' | 'post', request: Request) =>
    sends.push({ what, key: request.headers()['idempotency-key'] ?? '', fromWorker: request.serviceWorker() !== null });
  return {
    sends,
    photoKeys: () => sends.filter((send) => send.what === 'photo').map((send) => send.key),
    postKeys: () => sends.filter((send) => send.what === 'post').map((send) => send.key),
    async start() {
      await context.route('**/api/media', (route) => {
        record('photo', route.request());
        return route.fallback();
      });
      await context.route('**/api/posts/add_post', (route) => {
        record('post', route.request());
        return route.fallback();
      });
    },
  };
}

/** The photos the server keeps waiting or taken for the user, read from the stopped server's own database. */
async function storedUploads(server: OwnServer, user: SessionUser) {
  await server.stop();
  const database = new PGlite(`${server.dataDir}/db`, { extensions: { pg_trgm } });
  try {
    const uploads = await database.query<{ url: string; taken: boolean }>(
      'select url, taken_at is not null as taken from media_uploads where user_id = $1 order by created_at',
      [user._id],
    );
    const images = await database.query<{ name: string }>('select name from stored_images where user_id = $1', [user._id]);
    return { uploads: uploads.rows, images: images.rows.map((row) => row.name) };
  } finally {
    await database.close();
  }
}

test('the server killed during the replay and started again: the post arrives once, each photo stored once', async ({ browser, ownServer }) => {
  test.setTimeout(300_000);
  const { page, context, user } = await newPerson(browser, 'Salma Photographer', { ...phone, baseURL: ownServer.url });
  await queuePhotoPost(page, context);

  // The second photo reaches the server and is stored; then the server dies before its answer gets out.
  const sent = recordSends(context);
  let killed!: () => void;
  const serverKilled = new Promise<void>((resolve) => (killed = resolve));
  await context.route('**/api/media', async (route) => {
    if (sent.photoKeys().length !== 2) return route.fallback();
    await route.fetch().catch(() => undefined);
    await ownServer.kill();
    killed();
    await route.abort('connectionreset');
  });
  // Registered after the killer, so it sees each upload first.
  await sent.start();
  await setOnline(context, true);
  await serverKilled;
  await ownServer.start();
  await waitForEmptyOutbox(page, 150_000);
  await expect(waitingCards(page)).toHaveCount(0);

  const photoKeys = sent.photoKeys();
  const [first, second] = photoKeys;
  expect(new Set(photoKeys).size).toBe(3);
  // The first photo's answer was recorded before the kill: it never went again. The second went again with its own key.
  expect(photoKeys.filter((key) => key === first)).toHaveLength(1);
  expect(photoKeys.filter((key) => key === second).length).toBeGreaterThanOrEqual(2);
  const post = await expectPostedOnce(page, user);

  // Behind the API: three uploads, all taken by the post, and no image stored for a photo sent twice.
  await context.close();
  const stored = await storedUploads(ownServer, user);
  expect(stored.uploads.map((upload) => upload.url).sort()).toEqual(post.media.map((media) => media.url).sort());
  expect(stored.uploads.every((upload) => upload.taken)).toBe(true);
  expect(stored.images.sort()).toEqual(post.media.map((media) => media.url.split('/').pop()).sort());
});

const photoPostCount = async (page: Page, user: SessionUser) => (await serverPosts(page, user)).filter((post) => post.body === texts.en.body).length;

/** Whether `check` answers true within `ms`. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * Fires the outbox's Background Sync in the origin's service worker through
 * DevTools. Its ServiceWorker domain lives on page targets only: a blank page,
 * which runs none of the app, opens the door and is closed at once, so the
 * worker's sync runs with no page open.
 */
async function fireBackgroundSync(context: BrowserContext, origin: string) {
  const door = await context.newPage();
  const cdp = await context.newCDPSession(door);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const ours = () => registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
  await expect.poll(ours).toBeTruthy();
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: ours()?.registrationId ?? '',
    tag: backgroundSyncTag,
    lastChance: false,
  });
  await cdp.detach();
  await door.close();
  expect(context.pages()).toHaveLength(0);
}

test('every tab closed before the connection returns: the worker delivers the post on Background Sync, and the app shows it sent', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const { page, context, user } = await newPerson(browser, 'Salma Photographer', phone);
  await queuePhotoPost(page, context);
  const origin = new URL(page.url()).origin;
  const sent = recordSends(context);
  await sent.start();

  await page.close();
  expect(context.pages()).toHaveLength(0);
  await setOnline(context, true);

  // Chromium fires `sync` when the connection returns (queuing the post asked for it); where it has not within
  // a while, DevTools fires it as the browser would. Either way only the worker can send: no page is open.
  const arrived = () => photoPostCount(page, user).then((count) => count > 0);
  const firedByBrowser = await within(15_000, arrived);
  if (!firedByBrowser) await fireBackgroundSync(context, origin);
  console.log(`tab closed: sync fired by ${firedByBrowser ? 'the browser on reconnect' : 'DevTools'}`);
  await expect.poll(() => photoPostCount(page, user), { timeout: 120_000, intervals: [500, 1_000] }).toBe(1);
  const post = await expectPostedOnce(page, user);
  // The worker sent every photo once, then the post once.
  expect(sent.sends.every((send) => send.fromWorker)).toBe(true);
  expect(new Set(sent.photoKeys()).size).toBe(3);
  expect(sent.photoKeys()).toHaveLength(3);
  expect(sent.postKeys()).toHaveLength(1);

  // Opened again, offline so that only what the worker wrote on the device shows: the post as sent, nothing waiting.
  await setOnline(context, false);
  const again = await context.newPage();
  await again.goto('/feed');
  const card = again.locator('[data-testid="post-card"]').filter({ hasText: texts.en.body });
  await expect(card).toHaveCount(1);
  await expect(card).not.toHaveAttribute('data-waiting');
  await expect(card.getByRole('link', { name: texts.en.title })).toHaveAttribute('href', `/posts/${post._id}`);
  await expect(waitingCards(again)).toHaveCount(0);
  expect(await outboxRows(again)).toEqual([]);
  expect(await keptPhotoCount(again)).toBe(0);
  await context.close();
});

test('the first Background Sync finds the server unreachable: a later one delivers the post, still with no tab open', async ({ browser }) => {
  test.setTimeout(240_000);
  const { page, context, user } = await newPerson(browser, 'Salma Photographer', phone);
  await queuePhotoPost(page, context);
  const origin = new URL(page.url()).origin;
  await page.close();

  // The link is back but the server cannot be reached ("lie-fi"): the worker's sync fails and the rows wait.
  let unreachable = true;
  const refused: boolean[] = [];
  await context.route('**/api/**', (route) => {
    if (!unreachable) return route.fallback();
    refused.push(route.request().serviceWorker() !== null);
    return route.abort('connectionrefused');
  });
  const sent = recordSends(context);
  await sent.start();
  await setOnline(context, true);
  await fireBackgroundSync(context, origin);
  await expect.poll(() => refused.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(refused.every(Boolean)).toBe(true);
  expect(await photoPostCount(page, user)).toBe(0);

  // The browser tries the sync again later (minutes later in Chromium); DevTools fires it once the rows' short backoff is over.
  unreachable = false;
  const deliveredBy = async () => {
    for (let tries = 0; tries < 6; tries += 1) {
      await fireBackgroundSync(context, origin);
      if (await within(6_000, async () => (await photoPostCount(page, user)) > 0)) return tries + 1;
    }
    return null;
  };
  const syncs = await deliveredBy();
  console.log(`lie-fi sync: delivered by sync ${syncs} of those fired once the server could be reached`);
  expect(syncs).not.toBeNull();
  await expectPostedOnce(page, user);
  expect(sent.sends.every((send) => send.fromWorker)).toBe(true);
  expect(sent.postKeys().filter((key, index, keys) => keys.indexOf(key) === index)).toHaveLength(1);
  expect(context.pages()).toHaveLength(0);
  await context.close();
});

/** How many photos the outbox still keeps on the device. */
const keptPhotoCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('pawpals');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const count = open.result.transaction('outboxPhotos').objectStore('outboxPhotos').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );

test('two tabs open when the connection returns: the post and each photo are sent once', async ({ browser }) => {
  test.setTimeout(240_000);
  const { page, context, user } = await newPerson(browser, 'Salma Photographer', phone);
  const other = await context.newPage();
  await openControlled(other, '/feed');
  await queuePhotoPost(page, context);
  // The other tab reads the same outbox, so it would send the post too.
  await expect(waitingCards(other)).toHaveCount(1);

  const sent = recordSends(context);
  await sent.start();
  await setOnline(context, true);
  await waitForEmptyOutbox(page, 120_000);
  await expect(waitingCards(page)).toHaveCount(0);
  await expect(waitingCards(other)).toHaveCount(0);
  await expectPostedOnce(page, user);
  // One flush at a time across the tabs: the other found nothing left to send.
  expect(sent.photoKeys()).toHaveLength(3);
  expect(new Set(sent.photoKeys()).size).toBe(3);
  expect(sent.postKeys()).toHaveLength(1);
  await context.close();
});

/**
 * Holds the origin's storage to `bytes` through DevTools, from a blank page of
 * the context: a second DevTools session on the app's own page would undo its
 * offline emulation at the next navigation (`navigator.onLine` turns true).
 */
async function overrideQuota(context: BrowserContext, origin: string, bytes: number) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: bytes });
  return {
    async restore() {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin });
      await blank.close();
    },
  };
}

for (const language of ['en', 'ar'] as const) {
  test(`no room left on the device for the photos: a plain message, the form kept, what was queued before still sent, in ${language}`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { page, context, user } = await newPerson(browser, 'Salma Photographer', phone);
    const { title, body, alts, textOnly, noRoom } = texts[language];
    // A device nearly full: the app's shell (about 2.3 MB) and its data fit, three photos of about 1 MB more do not.
    // Set before the app first opens its storage: storage already open keeps the quota it found (seen in Chromium).
    const quota = await overrideQuota(context, new URL(test.info().project.use.baseURL ?? '').origin, 3 * 1024 * 1024);
    await openControlled(page, `/add-post?lng=${language}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await setOnline(context, false);
    // A post without photos is queued first, while there is room.
    await page.locator('textarea[name="body"]').fill(textOnly);
    await page.locator('main button[type="submit"]').click();
    await expect(page).toHaveURL(/\/feed/, { timeout: 60_000 });
    await expect(waitingCards(page)).toHaveCount(1);

    await page.goto(`/add-post?lng=${language}`);
    await fillPhotoPost(page, language, await threeHeavyPhotos());
    await page.locator('main button[type="submit"]').click();

    await expect(page.getByText(noRoom)).toBeVisible({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/add-post/);
    // Everything typed and picked is still there.
    await expect(page.locator('input[name="title"]')).toHaveValue(title);
    await expect(page.locator('textarea[name="body"]')).toHaveValue(body);
    const descriptions = page.locator('textarea[name="alts"]');
    await expect(descriptions).toHaveCount(3);
    for (const [index, alt] of alts.entries()) await expect(descriptions.nth(index)).toHaveValue(alt);
    await expect(page.locator('main button[type="submit"]')).toBeEnabled();
    // Nothing of the photo post was kept; the post queued before still waits.
    expect((await outboxRows(page)).map((row) => row.kind)).toEqual(['post']);
    expect(await keptPhotoCount(page)).toBe(0);

    await quota.restore();
    await setOnline(context, true);
    await waitForEmptyOutbox(page, 120_000);
    const posts = await serverPosts(page, user);
    expect(posts.map((post) => post.body)).toEqual([textOnly]);

    // Online now, the same form posts the photos it kept.
    await page.locator('main button[type="submit"]').click();
    await expect(page).toHaveURL(/\/feed/, { timeout: 60_000 });
    await expectPostedOnce(page, user, language);
    expect((await serverPosts(page, user)).map((post) => post.body).sort()).toEqual([body, textOnly].sort());
    await context.close();
  });
}

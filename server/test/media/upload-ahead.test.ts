import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { mediaUploads } from '../../src/db/schema.ts';
import { bytesOf } from '../../src/repositories/stored-images.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { filesOf, mediaFiles, sendForm } from '../support/content-fixtures.ts';
import { sendAhead, uploadAhead } from '../support/uploads-ahead.ts';

describe('POST /api/media: a photo uploaded ahead of what will use it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const rowsOf = (user: RegisteredUser) => t.app.db.select().from(mediaUploads).where(eq(mediaUploads.userId, user.user._id));
  const used = (user: RegisteredUser) => bytesOf(t.app.db, user.user._id);

  it('stores the photo re-encoded, answers 201 {id, url, width, height} and serves it at once; the description is kept', async () => {
    const user = await registerUser(t.app);
    const response = await sendAhead(t.app, user, { alt: '  Rex asleep on the sofa  ', width: 3000, height: 1500 });
    expect(response.statusCode).toBe(201);
    const upload = response.json();
    expect(Object.keys(upload).sort()).toEqual(['height', 'id', 'url', 'width']);
    expect(upload).toMatchObject({ width: limits.image.fullSide, height: limits.image.fullSide / 2 });
    expect(upload.url).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: upload.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await mediaFiles(t.dataDir)).toEqual(expect.arrayContaining(filesOf(upload.url)));
    expect(await rowsOf(user)).toEqual([expect.objectContaining({ id: upload.id, url: upload.url, alt: 'Rex asleep on the sofa', takenAt: null })]);
  });

  it('stores one image for a retried upload with the same Idempotency-Key, answering the same', async () => {
    const user = await registerUser(t.app);
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const before = await mediaFiles(t.dataDir);
    const first = await sendAhead(t.app, user, { alt: 'Tuna', headers });
    const again = await sendAhead(t.app, user, { alt: 'Tuna', headers });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowsOf(user)).toHaveLength(1);
    // The replay's own copy goes once its answer is sent.
    await vi.waitFor(async () =>
      expect((await mediaFiles(t.dataDir)).filter((file) => !before.includes(file))).toEqual(filesOf(first.json().url).sort()),
    );
  });

  it('counts toward the storage quota while waiting, and refuses past it with 413', async () => {
    const user = await registerUser(t.app);
    await uploadAhead(t.app, user);
    const one = await used(user);
    expect(one).toBeGreaterThan(0);
    const quota = t.app.config.storageQuotaBytes;
    t.app.config.storageQuotaBytes = Math.floor(one * 1.5);
    try {
      const refused = await sendAhead(t.app, user);
      expect(refused.statusCode).toBe(413);
      expect(refused.json()).toEqual({ message: m.storageQuotaExceeded });
      expect(await rowsOf(user)).toHaveLength(1);
    } finally {
      t.app.config.storageQuotaBytes = quota;
    }
  });

  it('refuses a description over the limit with its message, and stores nothing', async () => {
    const owner = await registerUser(t.app);
    const files = await mediaFiles(t.dataDir);
    const response = await sendAhead(t.app, owner, { alt: 'x'.repeat(limits.alt.max + 1) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: m.altTooLong, errors: { alt: m.altTooLong } });
    expect(await mediaFiles(t.dataDir)).toEqual(files);
  });

  it('refuses what is not a JPEG or PNG with 415, no image with 400, and a visitor with 401', async () => {
    const owner = await registerUser(t.app);
    const gif = [{ field: 'image', filename: 'cat.jpg', content: Buffer.from('GIF89a not really'), type: 'image/jpeg' }];
    const refused = await sendForm(t.app, 'POST', paths.media, owner, {}, gif);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toEqual({ message: m.imageTypeUnsupported });
    const empty = await sendForm(t.app, 'POST', paths.media, owner, { alt: 'nothing' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: m.imageRequired, errors: { image: m.imageRequired } });
    expect((await sendForm(t.app, 'POST', paths.media, null, {})).statusCode).toBe(401);
  });
});

describe('the rate limit of uploads ahead', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Scaled down: 100 per 30 minutes becomes 2.
    t = await buildTestApp({ rateLimitMultiplier: 0.02 });
  });
  afterAll(() => t.close());

  it('is counted per account, apart from the other uploads, and answers 429 past it', async () => {
    const user = await registerUser(t.app);
    expect((await sendAhead(t.app, user)).statusCode).toBe(201);
    expect((await sendAhead(t.app, user)).statusCode).toBe(201);
    const refused = await sendAhead(t.app, user);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await sendAhead(t.app, await registerUser(t.app))).statusCode).toBe(201);
  });
});

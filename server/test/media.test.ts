import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { limits } from '#contract/limits.ts';
import { users } from '../src/db/schema.ts';
import { buildTestApp, type TestApp } from './support/build.ts';
import { bearer, registerUser, type RegisteredUser } from './support/accounts.ts';
import { multipartBody } from './support/multipart.ts';
import { jpegImage, jpegWithGpsAndOrientation, pngImage } from './support/images.ts';
import { startS3Server, type TestS3Server } from './support/s3-server.ts';

/** The same pipeline on both stores: files in the data folder, and objects in an S3 bucket. */
describe.each(['data folder', 'S3 bucket'] as const)('the image pipeline and /media/ on the %s', (store) => {
  let t: TestApp;
  let s3: TestS3Server | undefined;
  let owner: RegisteredUser;
  beforeAll(async () => {
    s3 = store === 'S3 bucket' ? await startS3Server() : undefined;
    t = await buildTestApp(s3 ? { s3: s3.config } : {});
    owner = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
  });

  const uploadAvatar = async (content: Buffer | string, filename: string, type = 'image/jpeg') => {
    const { payload, headers } = await multipartBody({}, [{ field: 'avatar', filename, content, type }]);
    return t.app.inject({ method: 'PUT', url: paths.updateProfile, payload, headers: { ...headers, ...bearer(owner.token) } });
  };
  const mediaFiles = async () => (s3 ? s3.keys() : (await readdir(path.join(t.dataDir, 'media'))).sort());
  // An earlier test's replaced avatar may leave the store meanwhile (after its commit): "nothing written" means no new file.
  const filesAddedSince = async (before: string[]) => (await mediaFiles()).filter((name) => !before.includes(name));
  const avatarNow = async () => (await t.app.db.select().from(users).where(eq(users.id, owner.user._id)))[0]!.avatar;

  it('serves an uploaded phone photo upright, as WebP, with no EXIF or GPS left', async () => {
    const original = await jpegWithGpsAndOrientation(120, 60);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await uploadAvatar(original, 'holiday.jpg');
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([60, 120]);
    expect(served.rawPayload.includes('PawCam')).toBe(false);
    expect(served.rawPayload.includes('Private Person')).toBe(false);
  });

  it('keeps a full size of at most 2048 px and a small one of at most 480 px at ?size=small', async () => {
    const response = await uploadAvatar(await jpegImage(3000, 1500), 'big.jpg');
    const url: string = response.json().avatar;
    const full = await sharp((await t.app.inject({ method: 'GET', url })).rawPayload).metadata();
    expect([full.width, full.height]).toEqual([limits.image.fullSide, limits.image.fullSide / 2]);
    const smallResponse = await t.app.inject({ method: 'GET', url: `${url}?size=small` });
    expect(smallResponse.statusCode).toBe(200);
    expect(smallResponse.headers['cache-control']).toContain('immutable');
    const small = await sharp(smallResponse.rawPayload).metadata();
    expect(Math.max(small.width!, small.height!)).toBeLessThanOrEqual(limits.image.smallSide);
    expect([small.width, small.height]).toEqual([480, 240]);
  });

  it('never enlarges a small image', async () => {
    const response = await uploadAvatar(await pngImage(40, 20), 'tiny.png', 'image/png');
    const small = await sharp((await t.app.inject({ method: 'GET', url: `${response.json().avatar}?size=small` })).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([40, 20]);
  });

  it('accepts a PNG named .jpg and declared as JPEG, by its real type', async () => {
    const response = await uploadAvatar(await pngImage(50, 50), 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: response.json().avatar });
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('refuses a text file named .png with 415, writing nothing and changing nothing', async () => {
    const filesBefore = await mediaFiles();
    const avatarBefore = await avatarNow();
    const response = await uploadAvatar('just some text, not an image', 'cat.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: m.imageTypeUnsupported });
    expect(await filesAddedSince(filesBefore)).toEqual([]);
    expect(await avatarNow()).toBe(avatarBefore);
  });

  it('refuses other real image types (GIF, WebP) with 415', async () => {
    const filesBefore = await mediaFiles();
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .gif()
      .toBuffer();
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .webp()
      .toBuffer();
    expect((await uploadAvatar(gif, 'a.jpg')).statusCode).toBe(415);
    expect((await uploadAvatar(webp, 'a.png')).statusCode).toBe(415);
    expect(await filesAddedSince(filesBefore)).toEqual([]);
  });

  it('refuses a truncated JPEG with 400, writing nothing', async () => {
    const filesBefore = await mediaFiles();
    const whole = await jpegImage(200, 200);
    const response = await uploadAvatar(whole.subarray(0, Math.floor(whole.length / 2)), 'cut.jpg');
    expect([400, 415]).toContain(response.statusCode);
    expect(await filesAddedSince(filesBefore)).toEqual([]);
  });

  it('refuses an image over the pixel limit with 413, writing nothing', async () => {
    const filesBefore = await mediaFiles();
    const huge = await sharp({ create: { width: 4097, height: 4097, channels: 3, background: 'white' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await uploadAvatar(huge, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: m.imageTooManyPixels });
    expect(await filesAddedSince(filesBefore)).toEqual([]);
  });

  it('refuses a file over 10 MB with 413, writing nothing', async () => {
    const filesBefore = await mediaFiles();
    const response = await uploadAvatar(Buffer.alloc(limits.image.maxBytes + 1, 1), 'big.jpg');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: m.imageTooLarge });
    expect(await filesAddedSince(filesBefore)).toEqual([]);
  });

  it('a replaced avatar leaves the store, both sizes, once the new one is saved', async () => {
    const first: string = (await uploadAvatar(await jpegImage(64, 64), 'first.jpg')).json().avatar;
    const firstName = first.slice('/media/'.length);
    expect(await mediaFiles()).toEqual(expect.arrayContaining([firstName, firstName.replace('.webp', '.small.webp')]));
    const second: string = (await uploadAvatar(await jpegImage(64, 64), 'second.jpg')).json().avatar;
    // The old image is removed once the answer is sent, not before.
    await vi.waitFor(async () => {
      const stored = await mediaFiles();
      expect(stored).not.toContain(firstName);
      expect(stored).not.toContain(firstName.replace('.webp', '.small.webp'));
      expect(stored).toContain(second.slice('/media/'.length));
    });
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it.runIf(store === 'S3 bucket')('keeps no image on the local disk', async () => {
    await uploadAvatar(await jpegImage(32, 32), 'local.jpg');
    expect(await readdir(t.dataDir)).not.toContain('media');
  });

  it.each([
    ['an unknown name', '/media/0123456789abcdef0123456789abcdef.webp'],
    ['a name that is not ours', '/media/passwd'],
    ['a path outside the folder', '/media/..%2F..%2Fetc%2Fpasswd'],
  ])('answers 404 for %s', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sum } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { storedImages } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addPost, call, mediaFiles, sendForm } from '../support/content-fixtures.ts';
import { jpegImage } from '../support/images.ts';

describe('the storage quota of an account', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  beforeAll(async () => {
    t = await buildTestApp({ storageQuotaBytes: 1024 * 1024 * 1024 });
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const used = async (user: RegisteredUser) =>
    Number(
      (
        await t.app.db
          .select({ bytes: sum(storedImages.bytes) })
          .from(storedImages)
          .where(eq(storedImages.userId, user.user._id))
      )[0]?.bytes ?? 0,
    );
  const photo = async () => [{ field: 'images', filename: 'p.jpg', content: await jpegImage(300, 200), type: 'image/jpeg' }];
  const publish = async (user: RegisteredUser) => sendForm(t.app, 'POST', paths.addPost, user, { title: 'Walk', body: 'Park' }, await photo());

  it('counts both sizes of each stored image, and forgets them when their post is deleted', async () => {
    const user = await registerUser(t.app);
    expect(await used(user)).toBe(0);
    const post = await addPost(t.app, user, { images: 2 });
    const bytes = await used(user);
    expect(bytes).toBeGreaterThan(0);
    expect((await call(t.app, 'DELETE', paths.post(post._id), user)).statusCode).toBe(200);
    expect(await used(user)).toBe(0);
  });

  it('refuses an upload that would go past the quota with 413 and its message, storing nothing, and takes one again after a deletion', async () => {
    const first = await publish(owner);
    expect(first.statusCode).toBe(201);
    const one = await used(owner);
    t.app.config.storageQuotaBytes = Math.floor(one * 2.5);
    expect((await publish(owner)).statusCode).toBe(201);
    const files = await mediaFiles(t.dataDir);
    const refused = await publish(owner);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: m.storageQuotaExceeded });
    expect(await used(owner)).toBe(2 * one);
    expect(await mediaFiles(t.dataDir)).toEqual(files);
    expect((await call(t.app, 'DELETE', paths.post(first.json()._id), owner)).statusCode).toBe(200);
    expect((await publish(owner)).statusCode).toBe(201);
  });

  it('refuses at once, before reading any image, an account already full; text-only posts still go', async () => {
    t.app.config.storageQuotaBytes = 1;
    const refused = await publish(owner);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: m.storageQuotaExceeded });
    expect((await sendForm(t.app, 'POST', paths.addPost, owner, { title: 'Words', body: 'Only' })).statusCode).toBe(201);
  });

  it('is off with a quota of 0', async () => {
    t.app.config.storageQuotaBytes = 0;
    expect((await publish(owner)).statusCode).toBe(201);
  });
});

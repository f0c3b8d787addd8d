import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { storedImages, users } from '../../src/db/schema.ts';
import { bytesOf } from '../../src/repositories/stored-images.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addGalleryItem, addPet, addPost, filesOf, imageParts, sendForm } from '../support/content-fixtures.ts';

/**
 * Images stored before `stored_images` existed count for the quota once the
 * start-up count has run: each with the bytes its two files take, one whose
 * files are gone with none, and a second run changes nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What the quota counts for the account. */
const used = (user: RegisteredUser) => bytesOf(t.app.db, user.user._id);

const bytesOnDisk = async (urls: string[]) => {
  let total = 0;
  for (const url of urls) for (const file of filesOf(url)) total += (await stat(path.join(t.dataDir, 'media', file))).size;
  return total;
};

it('counts every avatar, pet photo, gallery image and post image stored before the count, once, by its owner', async () => {
  const [owner, other] = [await registerUser(t.app), await registerUser(t.app)];
  const avatar = (await sendForm(t.app, 'PUT', paths.updateProfile, owner, {}, await imageParts('avatar', 1))).json<{ avatar: string }>().avatar;
  const pet = await addPet(t.app, owner);
  const item = await addGalleryItem(t.app, owner, pet._id);
  const post = await addPost(t.app, owner, { images: 2 });
  const othersPost = await addPost(t.app, other, { images: 1 });
  const ownerUrls = [avatar, pet.image!, item.image, ...post.images];
  const counted = await used(owner);
  expect(counted).toBe(await bytesOnDisk(ownerUrls));
  const othersBytes = await used(other);

  // As before the table existed: nothing of theirs is counted.
  await t.app.db.delete(storedImages).where(inArray(storedImages.userId, [owner.user._id, other.user._id]));
  expect(await used(owner)).toBe(0);

  expect(await t.app.media.countImagesStoredBefore()).toBeGreaterThanOrEqual(ownerUrls.length + othersPost.images.length);
  expect(await used(owner)).toBe(counted);
  expect(await used(other)).toBe(othersBytes);
  expect(await t.app.media.countImagesStoredBefore()).toBe(0);
  expect(await used(owner)).toBe(counted);
});

it('counts an image whose files are gone as taking no room, so the count ends', async () => {
  const owner = await registerUser(t.app);
  const missing = `/media/${'c'.repeat(32)}.webp`;
  await t.app.db.update(users).set({ avatar: missing }).where(eq(users.id, owner.user._id));
  await t.app.media.countImagesStoredBefore();
  const [row] = await t.app.db
    .select()
    .from(storedImages)
    .where(eq(storedImages.name, `${'c'.repeat(32)}.webp`));
  expect(row).toMatchObject({ userId: owner.user._id, bytes: 0 });
  expect(await t.app.media.countImagesStoredBefore()).toBe(0);
});

import { and, inArray, isNull } from 'drizzle-orm';
import { galleryItems, mediaUploads, pets, postImages, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** Of these media urls, the ones some row names: an avatar, a pet's photo, a gallery item, a post's image or a photo uploaded ahead and not taken yet. */
export async function namedAmong(db: Queryable, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const found = await Promise.all([
    db.select({ url: users.avatar }).from(users).where(inArray(users.avatar, urls)),
    db.select({ url: pets.image }).from(pets).where(inArray(pets.image, urls)),
    db.select({ url: galleryItems.image }).from(galleryItems).where(inArray(galleryItems.image, urls)),
    db.select({ url: postImages.url }).from(postImages).where(inArray(postImages.url, urls)),
    db
      .select({ url: mediaUploads.url })
      .from(mediaUploads)
      .where(and(inArray(mediaUploads.url, urls), isNull(mediaUploads.takenAt))),
  ]);
  return new Set(found.flat().flatMap((row) => (row.url ? [row.url] : [])));
}

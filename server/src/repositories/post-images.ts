import { asc, eq } from 'drizzle-orm';
import { postImages } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';

/** A post's image as stored: where it is served, its description and its size. */
export type PostImage = Pick<typeof postImages.$inferSelect, 'url' | 'alt' | 'width' | 'height'>;

export async function urlsOf(db: Queryable, postId: string): Promise<string[]> {
  return (await of(db, postId)).map((image) => image.url);
}

/** The post's images in order. */
export const of = (db: Queryable, postId: string): Promise<PostImage[]> =>
  db
    .select({ url: postImages.url, alt: postImages.alt, width: postImages.width, height: postImages.height })
    .from(postImages)
    .where(eq(postImages.postId, postId))
    .orderBy(asc(postImages.position));

/** Makes `images`, in this order, the post's images. */
export async function replace(db: Queryable, postId: string, images: PostImage[]) {
  await db.delete(postImages).where(eq(postImages.postId, postId));
  if (images.length === 0) return;
  await db.insert(postImages).values(images.map((image, position) => ({ id: newId(), postId, position, ...image })));
}

import { asc, eq } from 'drizzle-orm';
import { postImages } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';

export async function urlsOf(db: Queryable, postId: string): Promise<string[]> {
  const rows = await db.select({ url: postImages.url }).from(postImages).where(eq(postImages.postId, postId)).orderBy(asc(postImages.position));
  return rows.map((row) => row.url);
}

/** Makes `urls`, in this order, the post's images. */
export async function replace(db: Queryable, postId: string, urls: string[]) {
  await db.delete(postImages).where(eq(postImages.postId, postId));
  if (urls.length === 0) return;
  await db.insert(postImages).values(urls.map((url, position) => ({ id: newId(), postId, url, position })));
}

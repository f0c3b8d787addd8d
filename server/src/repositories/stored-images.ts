import { eq, inArray, sql } from 'drizzle-orm';
import { mediaPrefix } from '#contract/paths.ts';
import { storedImages, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** The bytes the account keeps in the media store. */
export async function bytesOf(db: Queryable, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${storedImages.bytes}), 0)` })
    .from(storedImages)
    .where(eq(storedImages.userId, userId));
  return Number(row?.bytes ?? 0);
}

/** Holds the account's row until the transaction ends, so two uploads of one account count their bytes one after the other. */
export const lockAccount = (db: Queryable, userId: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');

export async function insert(db: Queryable, userId: string, images: { name: string; bytes: number }[]): Promise<void> {
  if (images.length === 0) return;
  await db.insert(storedImages).values(images.map((image) => ({ ...image, userId })));
}

/** The images are leaving the store: they no longer count. */
export async function remove(db: Queryable, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await db.delete(storedImages).where(inArray(storedImages.name, names));
}

/** Every image of ours a row names (an avatar, a pet's photo, a gallery item, a post's image) by its served name, with the account that uploaded it. */
const namedImages = sql`
  SELECT substr(url, ${mediaPrefix.length + 1}) AS name, user_id FROM (
    SELECT avatar AS url, id AS user_id FROM users WHERE avatar IS NOT NULL
    UNION ALL SELECT image, user_id FROM pets WHERE image IS NOT NULL
    UNION ALL SELECT g.image, p.user_id FROM gallery_items g JOIN pets p ON p.id = g.pet_id
    UNION ALL SELECT i.url, p.user_id FROM post_images i JOIN posts p ON p.id = i.post_id
  ) AS named
  WHERE url ~ ${`^${mediaPrefix}[a-f0-9]{32}\\.webp$`}`;

type Rows<T> = { rows: T[] };

/** Whether some image a row names is not counted: one stored before the count existed. */
export async function anyUncounted(db: Queryable): Promise<boolean> {
  const result = (await db.execute(
    sql`SELECT EXISTS (SELECT 1 FROM (${namedImages}) n WHERE NOT EXISTS (SELECT 1 FROM stored_images s WHERE s.name = n.name)) AS found`,
  )) as unknown as Rows<{ found: boolean }>;
  return result.rows[0]?.found === true;
}

/** Counts, with the bytes the store holds, those of these images that a row names and nothing counts yet; answers how many. */
export async function countUncounted(db: Queryable, images: { name: string; bytes: number }[]): Promise<number> {
  if (images.length === 0) return 0;
  const result = (await db.execute(sql`
    INSERT INTO stored_images (name, user_id, bytes)
    SELECT DISTINCT ON (v.name) v.name, n.user_id, v.bytes
    FROM jsonb_to_recordset(${JSON.stringify(images)}::jsonb) AS v(name text, bytes integer)
    JOIN (${namedImages}) n ON n.name = v.name
    ON CONFLICT (name) DO NOTHING
    RETURNING name`)) as unknown as Rows<{ name: string }>;
  return result.rows.length;
}

/** Counts as taking no room the named images the store does not hold; answers how many. */
export async function countMissing(db: Queryable): Promise<number> {
  const result = (await db.execute(sql`
    INSERT INTO stored_images (name, user_id, bytes)
    SELECT DISTINCT ON (n.name) n.name, n.user_id, 0 FROM (${namedImages}) n
    ON CONFLICT (name) DO NOTHING
    RETURNING name`)) as unknown as Rows<{ name: string }>;
  return result.rows.length;
}

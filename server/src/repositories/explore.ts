import { and, inArray } from 'drizzle-orm';
import { pets, posts } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { topKeys } from './explore-counts.ts';
import { postRecordFields, type PostRecord } from './post-record.ts';
import type { PetRow } from './pets.ts';
import { shownTo } from './visibility.ts';

const shown = 10;
/** Read more than shown, so hidden authors (blocked, suspended) or deleted posts leave the list full. */
const candidates = 30;

const inOrderOf = <T extends { id: string }>(ids: string[], rows: T[]) => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []).slice(0, shown);
};

export const trendingTags = async (db: Queryable, hours: number) =>
  (await topKeys(db, 'tag', hours, shown)).map(({ key, total }) => ({ tag: key, posts: total }));

/** The most liked posts of the window, most first: their ids from the counters, then primary-key probes. */
export async function mostLikedPosts(db: Queryable, hours: number, viewerId: string | null): Promise<PostRecord[]> {
  const ids = (await topKeys(db, 'post', hours, candidates)).map((row) => row.key);
  if (ids.length === 0) return [];
  const rows = await db
    .select(postRecordFields(viewerId))
    .from(posts)
    .where(and(inArray(posts.id, ids), shownTo(viewerId, posts.userId)));
  return inOrderOf(ids, rows);
}

/** The pets whose posts were liked most in the window. */
export async function mostLikedPets(db: Queryable, hours: number, viewerId: string | null): Promise<PetRow[]> {
  const ids = (await topKeys(db, 'pet', hours, candidates)).map((row) => row.key);
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(pets)
    .where(and(inArray(pets.id, ids), shownTo(viewerId, pets.userId)));
  return inOrderOf(ids, rows);
}

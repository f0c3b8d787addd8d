import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { likes, posts } from '../db/schema.ts';
import { likeCountsUpsert } from '../repositories/explore-counts.ts';

/**
 * posts.likes_count moves only when a like row really appears or goes, in the
 * same transaction, so it stays exact under concurrent likes; so do Explore's
 * hourly counters (a like taken back counts off the hour it was given in).
 * One statement each: the like row, the post's count (the new count, or the
 * one standing when nothing changed) and Explore's counters, in that order
 * for like and unlike alike, so the two lock the same rows in the same order.
 */
export async function addLike(db: Queryable, postId: string, userId: string) {
  return moveLike(
    db,
    postId,
    sql`insert into ${likes} (post_id, user_id) values (${postId}, ${userId}) on conflict do nothing returning post_id, created_at as liked_at`,
    1,
  ).then(({ likesCount, moved }) => ({ likesCount, added: moved }));
}

export async function removeLike(db: Queryable, postId: string, userId: string) {
  return moveLike(
    db,
    postId,
    sql`delete from ${likes} where post_id = ${postId} and user_id = ${userId} returning post_id, created_at as liked_at`,
    -1,
  ).then(({ likesCount, moved }) => ({ likesCount, removed: moved }));
}

async function moveLike(db: Queryable, postId: string, change: SQL, delta: 1 | -1): Promise<{ likesCount: number; moved: boolean }> {
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result = (await db.execute(sql`with changed as (${change}),
    counted as (update ${posts} set likes_count = likes_count + ${delta}::int where id in (select post_id from changed) returning likes_count),
    explore as (${likeCountsUpsert(sql`select post_id, liked_at from changed`, delta)})
    select exists (select 1 from changed) as moved,
      coalesce((select likes_count from counted), (select likes_count from ${posts} where id = ${postId})) as "likesCount"`)) as unknown as {
    rows: { moved: boolean; likesCount: number }[];
  };
  const row = result.rows[0]!;
  return { likesCount: row.likesCount, moved: row.moved };
}

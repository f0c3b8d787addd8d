import { sql, type SQL } from 'drizzle-orm';
import { exploreCounts, posts } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

/** The values as one text[] (each a parameter of its own, the same on both drivers). */
export const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

export type CountKind = 'post' | 'pet' | 'tag';

const hourOf = (time: SQL | Date) => sql`date_trunc('hour', ${time}::timestamptz)`;

const upsert = (rows: SQL, delta: number) => sql`
  insert into ${exploreCounts} (kind, key, hour, count) ${rows}
  on conflict (kind, hour, key) do update set count = ${exploreCounts}.count + ${delta}::int`;

/**
 * A like given (+1) or taken back (-1, in the hour it was given) counts for the post and for its pet: the upsert for
 * the likes `liked` selects as (post_id, liked_at) rows, as a statement of its own or a part of one.
 */
export const likeCountsUpsert = (liked: SQL, delta: 1 | -1) =>
  upsert(
    sql`select k.kind, k.key, ${hourOf(sql`l.liked_at`)}, ${delta}::int
      from (${liked}) as l join ${posts} p on p.id = l.post_id cross join lateral (values ('post', p.id), ('pet', p.pet_id)) as k(kind, key)
      where k.key is not null`,
    delta,
  );

/** A new post counts once for each of its (normalized) tags in the current hour. */
export async function countNewTags(db: Queryable, tags: string[]) {
  if (tags.length === 0) return;
  await db.execute(upsert(sql`select 'tag', t, ${hourOf(sql`now()`)}, 1 from unnest(${textArray(tags)}) as t`, 1));
}

/** The keys of one kind with the highest sums over the last `hours` hours (at most `hours` index ranges of one hour). */
export async function topKeys(db: Queryable, kind: CountKind, hours: number, limit: number): Promise<{ key: string; total: number }[]> {
  const rows = await db
    .select({ key: exploreCounts.key, total: sql<number>`sum(${exploreCounts.count})::int` })
    .from(exploreCounts)
    .where(sql`${exploreCounts.kind} = ${kind} and ${exploreCounts.hour} > now() - make_interval(hours => ${hours})`)
    .groupBy(exploreCounts.key)
    .having(sql`sum(${exploreCounts.count}) > 0`)
    .orderBy(sql`2 desc`, exploreCounts.key)
    .limit(limit);
  return rows;
}

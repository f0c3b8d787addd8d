import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { limits } from '#contract/limits.ts';
import { posts } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { postRecordFields } from './post-record.ts';
import type { Page } from './rows.ts';
import { shownTo } from './visibility.ts';

/**
 * The searched words as a text-search query, read as English and as Arabic
 * (each stems its own script and leaves the other's words as typed), the way
 * `posts.search` holds a post's words. Quotes, `or` and `-word` work as on a web search.
 */
const wordsQuery = (words: string): SQL => sql`(websearch_to_tsquery('english', ${words}) || websearch_to_tsquery('arabic', ${words}))`;

const rankOf = (query: SQL, row: string) => sql`ts_rank(${sql.raw(`"${row}"`)}."search", ${query})`;

/**
 * The newest `limits.searchRankedMatches` posts holding the words, with their rank. PostgreSQL finds a rare
 * word's few posts in the GIN index of the words, and walks the posts newest first for a common word until it
 * has enough: either way it reads a bounded number of posts. Who may see them is asked afterwards, of these
 * only, so that the bound does not rest on the planner's guess of how many posts the viewer may not see.
 */
const newestMatches = (db: Queryable, query: SQL) =>
  db
    .select({ id: posts.id, rank: sql<number>`${rankOf(query, 'posts')}`.as('rank') })
    .from(posts)
    .where(sql`${posts.search} @@ ${query}`)
    .orderBy(desc(posts.id))
    .limit(limits.searchRankedMatches)
    .as('matches');

/**
 * A page of the posts whose title or body holds the words, best match first
 * (a title's words weigh more), newest first among equals, among the newest
 * `limits.searchRankedMatches` such posts. The cursor is the last post of the
 * previous page: the next page continues below its rank.
 * Posts of authors hidden from the caller (a block either way, a suspension) are left out in the statement itself.
 */
export function searchRecords(db: Queryable, words: string, page: Page, viewerId: string | null) {
  const query = wordsQuery(words);
  const matches = newestMatches(db, query);
  const belowCursor = page.before
    ? sql`(${matches.rank}, ${matches.id}) < (select ${rankOf(query, 'cursor')}, "cursor"."id" from ${posts} as "cursor" where "cursor"."id" = ${page.before})`
    : undefined;
  return db
    .select(postRecordFields(viewerId))
    .from(matches)
    .innerJoin(posts, eq(posts.id, matches.id))
    .where(and(belowCursor, shownTo(viewerId, posts.userId)))
    .orderBy(desc(matches.rank), desc(matches.id))
    .limit(page.limit + 1);
}

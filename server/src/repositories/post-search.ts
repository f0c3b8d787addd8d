import { and, desc, sql, type SQL } from 'drizzle-orm';
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
 * A page of the posts whose title or body holds the words, best match first
 * (a title's words weigh more), newest first among equals. The cursor is the
 * last post of the previous page: the next page continues below its rank.
 * Posts of authors hidden from the caller (a block either way, a suspension) are left out in the statement itself.
 */
export function searchRecords(db: Queryable, words: string, page: Page, viewerId: string | null) {
  const query = wordsQuery(words);
  const rank = rankOf(query, 'posts');
  const belowCursor = page.before
    ? sql`(${rank}, ${posts.id}) < (select ${rankOf(query, 'cursor')}, "cursor"."id" from ${posts} as "cursor" where "cursor"."id" = ${page.before})`
    : undefined;
  return db
    .select(postRecordFields(viewerId))
    .from(posts)
    .where(and(sql`${posts.search} @@ ${query}`, belowCursor, shownTo(viewerId, posts.userId)))
    .orderBy(desc(rank), desc(posts.id))
    .limit(page.limit + 1);
}

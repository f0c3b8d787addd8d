import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { limits } from '#contract/limits.ts';
import { postWords, posts } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { postRecordFields } from './post-record.ts';
import type { Page } from './rows.ts';
import { shownTo } from './visibility.ts';

const latinLetters = /\p{Script=Latin}/u;
const arabicLetters = /\p{Script=Arabic}/u;
/** One word of letters alone: it has at most one stem, and `post_words` holds that stem's posts newest first. */
const oneWord = /^[\p{L}\p{M}]+$/u;

type Configuration = 'english' | 'arabic';
const configurationName = (configuration: Configuration) => sql.raw(`'${configuration}'`);

/**
 * The text-search configurations to read the words in, the way `posts.search` holds a post's words: stemmed as
 * English and as Arabic, each configuration leaving the other script's words as typed. Words in one script are
 * read in that script's configuration only (both, for words in both or in neither): every post holding them
 * holds their stems too, and a query of both readings made PostgreSQL count each match twice, misjudge a
 * middling word as common, and walk the posts newest first past 100,000 of them instead of reading the word's
 * 10,000 matches from the index.
 */
function configurationsOf(words: string): Configuration[] {
  const hasLatin = latinLetters.test(words);
  const hasArabic = arabicLetters.test(words);
  if (hasLatin && !hasArabic) return ['english'];
  if (hasArabic && !hasLatin) return ['arabic'];
  return ['english', 'arabic'];
}

/** The searched words as a text-search query. Quotes, `or` and `-word` work as on a web search. */
const wordsQuery = (words: string, configurations: Configuration[]): SQL =>
  sql`(${sql.join(
    configurations.map((configuration) => sql`websearch_to_tsquery(${configurationName(configuration)}, ${words})`),
    sql` || `,
  )})`;

const rankOf = (query: SQL, row: string) => sql`ts_rank(${sql.raw(`"${row}"`)}."search", ${query})`;

/**
 * The newest `limits.searchRankedMatches` posts holding the words. PostgreSQL finds a rare word's few posts in
 * the GIN index of the words, and walks the posts newest first for a common word until it has enough: either
 * way it reads a bounded number of posts, except for words of middling frequency, whose every match the GIN
 * index gives (10,000 posts read for a word in one post of 100, at a million posts).
 */
const newestMatches = (db: Queryable, query: SQL) =>
  db
    .select({ id: posts.id, search: posts.search })
    .from(posts)
    .where(sql`${posts.search} @@ ${query}`)
    .orderBy(desc(posts.id))
    .limit(limits.searchRankedMatches)
    .as('newest');

/**
 * The same for one word in one script: its stem's newest posts are the first entries of its range of the
 * `post_words` key, read newest first, whatever share of the posts holds it. A stop word has no stem and no post.
 */
const newestHoldingWord = (db: Queryable, word: string, configuration: Configuration) =>
  db
    .select({
      id: postWords.postId,
      // A key probe per post, written so that PostgreSQL cannot instead walk the posts newest first to meet them.
      search: sql<string>`(select ${posts.search} from ${posts} where ${posts.id} = ${postWords.postId})`.as('search'),
    })
    .from(postWords)
    .where(eq(postWords.word, sql`(tsvector_to_array(to_tsvector(${configurationName(configuration)}, ${word})))[1]`))
    .orderBy(desc(postWords.postId))
    .limit(limits.searchRankedMatches)
    .as('newest');

type Newest = ReturnType<typeof newestMatches> | ReturnType<typeof newestHoldingWord>;

/**
 * Those posts best first, ranked once they are cut to the newest (a word in one post of 100 has 10,000 matches
 * in a million posts; ranking them all cost more than the rest of the search). The outer statement reads them
 * in this order and stops at a full page, so who may see a post is asked of the page's posts only. Being asked
 * outside the cut, it cannot make the cut's bound rest on the planner's guess of how many posts the reader may not see.
 */
const rankedMatches = (db: Queryable, newest: Newest, query: SQL) =>
  db
    .select({ id: newest.id, rank: sql<number>`${rankOf(query, 'newest')}`.as('rank') })
    .from(newest)
    .orderBy(sql`"rank" desc`, desc(newest.id))
    .as('matches');

/**
 * A page of the posts whose title or body holds the words, best match first
 * (a title's words weigh more), newest first among equals, among the newest
 * `limits.searchRankedMatches` such posts. The cursor is the last post of the
 * previous page: the next page continues below its rank.
 * Posts of authors hidden from the caller (a block either way, a suspension) are left out in the statement itself.
 * The words come trimmed, as the contract's schema gives them.
 */
export function searchRecords(db: Queryable, words: string, page: Page, viewerId: string | null) {
  const configurations = configurationsOf(words);
  const query = wordsQuery(words, configurations);
  const [configuration] = configurations;
  const newest =
    configurations.length === 1 && configuration && oneWord.test(words) ? newestHoldingWord(db, words, configuration) : newestMatches(db, query);
  const matches = rankedMatches(db, newest, query);
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

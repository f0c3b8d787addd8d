import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { searchRecords } from '../../src/repositories/post-search.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { limits } from '#contract/limits.ts';
import { analyzedPlan, planNodes, planText } from '../support/explain.ts';
import { bulkStatement } from '../support/bulk-statement.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';

/**
 * The post search must find rare words from the GIN index of the posts'
 * words; without it the database reads every post, which grows with the site.
 * A word that every post holds must cost no more than a bounded number of
 * posts read, however many hold it.
 */
let t: TestApp;
let author: RegisteredUser;
const tag = randomUUID().slice(0, 8);
const seeded = 20_000;

beforeAll(async () => {
  t = await buildTestApp();
  author = await registerUser(t.app);
  // Ids below every real one (UUIDv7 starts with the time): lists of other test files sharing the database never meet them.
  await bulkStatement(
    t.app.db,
    sql`
    insert into posts (id, user_id, title, body)
    select '00000000-' || ${tag.slice(0, 4)} || '-7' || ${tag.slice(4, 7)} || '-8000-' || lpad(n::text, 12, '0'), ${author.user._id},
      'A walk in the park number ' || n || case when n % 10 = 0 then ' with the husky' else '' end,
      'The dog ran after ball ' || n || ' and came back happy'
    from generate_series(1, ${seeded}) as n`,
  );
  await t.app.db.execute(sql`analyze posts`);
  await t.app.db.execute(sql`analyze post_words`);
}, 120_000);
afterAll(async () => {
  await bulkStatement(t.app.db, sql`delete from posts where user_id = ${author.user._id}`);
  await t.close();
});

const planOf = (words: string) => planText(t.app.db, searchRecords(t.app.db, words, { limit: 20 }, null));
/**
 * The rows the statement read from a table, over every scan of it (EXPLAIN ANALYZE: it runs it). A scan inside a
 * sub-select runs once per row of its outer statement, so each scan counts its rows times its runs.
 */
const rowsRead = async (table: string, words: string, viewerId: string | null) => {
  const plan = await analyzedPlan(t.app.db, searchRecords(t.app.db, words, { limit: 20 }, viewerId));
  return planNodes(plan)
    .filter((node) => node['Relation Name'] === table)
    .reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0);
};
/** The newest matches to rank, and the page's 21 again for their cards. */
const rankedAndPage = limits.searchRankedMatches + 21;

describe('post search on 20,000 posts', () => {
  it("finds one word in its range of the posts' words, and several through the index of the words, never by reading every post", async () => {
    const oneWord = await planOf('zebrafish');
    expect(oneWord).toMatch(/post_words_word_post_id_pk/);
    expect(oneWord).not.toMatch(/Seq Scan/);
    const twoWords = await planOf('zebrafish stripes');
    expect(twoWords).toMatch(/posts_search_idx/);
    expect(twoWords).not.toMatch(/Seq Scan on posts/);
  });

  it("reads one word's newest 1,000 entries and posts alone, however many posts hold it", async () => {
    // Every post says walk. (With a few thousand matches PostgreSQL may as well read them all and sort them.)
    expect(await rowsRead('post_words', 'walk', null)).toBe(limits.searchRankedMatches);
    expect(await rowsRead('posts', 'walk', null)).toBe(rankedAndPage);
  });

  it("guesses several words' matches near their true number, so that it walks the newest posts only for common words", async () => {
    // Every post says walk and one in 10 says husky: 2,000 matches. Read as English and as Arabic at once, the
    // planner took them for twice as many, and on a million posts walked 100,000 posts newest first for a word
    // the index holds 10,000 times.
    const plan = await analyzedPlan(t.app.db, searchRecords(t.app.db, 'husky walk', { limit: 20 }, null));
    const wordScans = planNodes(plan).filter((node) => `${node.Filter ?? ''}${node['Index Cond'] ?? ''}`.includes('@@'));
    expect(wordScans.length).toBeGreaterThan(0);
    for (const scan of wordScans) expect(scan['Plan Rows'] / (seeded / 10)).toBeGreaterThan(0.67);
    for (const scan of wordScans) expect(scan['Plan Rows'] / (seeded / 10)).toBeLessThan(1.5);
  });

  it('ranks words every post holds among a bounded number of posts, not among all of them', async () => {
    expect(await planOf('walk park')).not.toMatch(/Seq Scan on posts/);
    expect(await rowsRead('posts', 'walk park', null)).toBeLessThanOrEqual(rankedAndPage);
    expect(await rowsRead('posts', 'walk park', author.user._id)).toBeLessThanOrEqual(rankedAndPage);
    expect(await rowsRead('posts', 'park', author.user._id)).toBeLessThanOrEqual(rankedAndPage);
  });

  it('asks who may see a post of the page only, not of every ranked match', async () => {
    const plan = await analyzedPlan(t.app.db, searchRecords(t.app.db, 'walk', { limit: 20 }, author.user._id));
    const suspensionChecks = planNodes(plan).filter((node) => node.Alias === 'suspended_user');
    expect(suspensionChecks).toHaveLength(1);
    // One check per post until the page (and the one that tells a next page exists) is full: none is hidden here.
    expect(suspensionChecks[0]!['Actual Loops']).toBe(21);
  });

  it('still ranks and pages the newest matches of a common word', async () => {
    const first = await searchRecords(t.app.db, 'ball', { limit: 3 }, null);
    expect(first).toHaveLength(4);
    const next = await searchRecords(t.app.db, 'ball', { limit: 3, before: first[2]!.id }, null);
    expect(next[0]!.id).toBe(first[3]!.id);
  });
});

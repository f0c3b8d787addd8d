import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { blocks, mutes, posts, users } from '../../src/db/schema.ts';
import { newId } from '../../src/db/ids.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addPost, call, users as register } from '../support/content-fixtures.ts';

/**
 * A reader who blocks 500 accounts, is blocked by 500 more and mutes another
 * 500, each of which posted after everyone else: the feed's page is still
 * full, because the hiding is part of the statement (read through the
 * blocks and mutes keys), not a filter applied to a page already read.
 */
const hiddenPerKind = 500;
const statements: { query: string; params: unknown[] }[] = [];
let t: TestApp;
let reader: RegisteredUser;
let shown: Post[];

beforeAll(async () => {
  t = await buildTestApp({ onQuery: (query, params) => statements.push({ query, params }) });
  const [me, friend] = (await register(t.app, 2)) as [RegisteredUser, RegisteredUser];
  reader = me;
  shown = [];
  for (let index = 0; index < 25; index += 1) shown.push(await addPost(t.app, friend, { title: `Shown ${index}` }));

  const run = newId().slice(-8);
  const accounts = Array.from({ length: hiddenPerKind * 3 }, (_, index) => ({
    id: newId(),
    fullName: `Hidden ${index}`,
    username: `h${run}_${index}`,
    email: `h${run}_${index}@example.org`,
    passwordHash: 'x',
    country: 'SE',
    city: 'Lund',
  }));
  await t.app.db.insert(users).values(accounts);
  await t.app.db.insert(posts).values(accounts.map((account) => ({ id: newId(), userId: account.id, title: 'Hidden', body: 'Hidden' })));
  const [blockedByMe, blockingMe, mutedByMe] = [0, 1, 2].map((part) => accounts.slice(part * hiddenPerKind, (part + 1) * hiddenPerKind));
  await t.app.db.insert(blocks).values(blockedByMe!.map((account) => ({ blockerId: me.user._id, blockedId: account.id })));
  await t.app.db.insert(blocks).values(blockingMe!.map((account) => ({ blockerId: account.id, blockedId: me.user._id })));
  await t.app.db.insert(mutes).values(mutedByMe!.map((account) => ({ muterId: me.user._id, mutedId: account.id })));
  await t.app.db.execute('analyze');
});
afterAll(() => t.close());

describe('a feed page with 1,500 hidden accounts', () => {
  it('still holds 20 posts, none of them hidden', async () => {
    const response = await call(t.app, 'GET', `${paths.posts}?limit=20`, reader);
    expect(response.statusCode).toBe(200);
    const page = response.json<Post[]>();
    expect(page.map((post) => post._id)).toEqual(
      shown
        .slice(-20)
        .reverse()
        .map((post) => post._id),
    );
    // A visitor's page is the hidden accounts' newest posts.
    const visitor = (await call(t.app, 'GET', `${paths.posts}?limit=20`, null)).json<Post[]>();
    expect(visitor.every((post) => post.title === 'Hidden')).toBe(true);
  });

  it('reads the blocks and mutes through their indexes (EXPLAIN printed)', async () => {
    statements.length = 0;
    await call(t.app, 'GET', `${paths.posts}?limit=20`, reader);
    const feed = statements.find(({ query }) => query.includes('unnest(') && query.includes('"blocks"'));
    expect(feed).toBeDefined();
    const client = (t.app.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> } })
      .$client;
    const plan = (await client.query(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${feed!.query}`, feed!.params)).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    console.log(`EXPLAIN of the feed page for a reader hiding ${hiddenPerKind * 3} accounts:\n${plan}`);
    expect(plan).toMatch(/Index (Only )?Scan .*blocks_(blocker_id_blocked_id_pk|blocked_idx)/);
    expect(plan).toMatch(/Index (Only )?Scan .*mutes_(muter_id_muted_id_pk|muted_idx)/);
    // How the posts themselves are read depends on the table's size: here a few thousand rows, which PostgreSQL
    // may read whole. The seeded plan test (server/test/scale/list-plans.test.ts) judges it at a community's size.
  });
});

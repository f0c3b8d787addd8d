import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Comment, Post, PublicUser, UserSummary } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { seedDatabase, seedPassword, type SeedReport } from '../../seed/seed.ts';
import { sizesFor } from '../../seed/sizes.ts';
import { bearer, uniqueIp } from '../support/accounts.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { privateDatabase, type PrivateDatabase } from '../support/private-database.ts';

/**
 * `npm run seed` on a database of its own, then the real app reads it: the
 * seeded ids, counts and post cards must be what the app itself would have
 * written, or these answers disagree with the rows behind them.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const sizes = sizesFor(200, 1000);
let database: PrivateDatabase;
let t: TestApp;
let report: SeedReport;
let token: string;
let celebrity: UserSummary;

describe.skipIf(!adminUrl)('a seeded community, read through the app (PostgreSQL only: skipped without TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    database = await privateDatabase('seed');
    report = await seedDatabase(database.config.databaseUrl!, sizes);
    t = await buildTestApp(database.config);
    const login = await t.app.inject({
      method: 'POST',
      url: paths.login,
      payload: { email: 'youssef1@example.com', password: seedPassword },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode, login.body).toBe(200);
    token = login.json<{ token: string }>().token;
    celebrity = login.json<UserSummary>();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

  it('made every kind of row, in the proportions asked for', () => {
    expect(report.rows).toMatchObject({ users: 200, posts: 1000, comments: 1500, replies: 500, messages: 1000 });
    expect(report.rows.post_images).toBeGreaterThan(1500);
    expect(report.rows.likes).toBeGreaterThan(3000);
    expect(report.rows.notifications).toBeGreaterThan(2000);
    expect(report.seconds.map(([step]) => step)).toContain('vacuum analyze');
  });

  it("keeps every count, post card and post's words as the app and its triggers would", async () => {
    const client = new pg.Client({ connectionString: database.config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<Record<string, string>>(`select
        (select count(*) from posts where card <> post_card(posts)) as cards,
        (select count(*) from posts p where likes_count <> (select count(*) from likes where post_id = p.id)
          or comments_count <> (select count(*) from comments where post_id = p.id)) as post_counts,
        (select count(*) from users u where followers_count <> (select count(*) from follows where followee_id = u.id)
          or following_count <> (select count(*) from follows where follower_id = u.id)) as follow_counts,
        (select count(*) from comments c join posts p on p.id = c.post_id where c.created_at < p.created_at) as comments_before_posts,
        (select count(*) from (select created_at < lag(created_at) over (order by id) as early from notifications) n where early) as ids_out_of_time,
        (select count(*) from ((select w, p.id from posts p, unnest(tsvector_to_array(p.search)) w) except all (select word, post_id from post_words)) missing)
          + (select count(*) from ((select word, post_id from post_words) except all (select w, p.id from posts p, unnest(tsvector_to_array(p.search)) w)) extra)
          as post_words_astray`);
      expect(rows[0]).toEqual({
        cards: '0',
        post_counts: '0',
        follow_counts: '0',
        comments_before_posts: '0',
        ids_out_of_time: '0',
        post_words_astray: '0',
      });
    } finally {
      await client.end();
    }
  });

  it('refuses a database that holds users, unless forced', async () => {
    await expect(seedDatabase(database.config.databaseUrl!, sizes)).rejects.toThrow(/already holds users/);
  });

  it('serves the feed newest first, each card with its author, images and counts', async () => {
    const response = await get(`${paths.posts}?limit=20`);
    expect(response.statusCode).toBe(200);
    const page = response.json<Post[]>();
    expect(page).toHaveLength(20);
    expect(page.map((post) => post.createdAt)).toEqual(
      page
        .map((post) => post.createdAt)
        .sort()
        .reverse(),
    );
    expect(page.map((post) => post._id)).toEqual(
      page
        .map((post) => post._id)
        .sort()
        .reverse(),
    );
    for (const post of page) {
      expect(post.images.length).toBeGreaterThan(0);
      expect(post.user.username).toMatch(/^[a-z]+\d+$/);
      expect(Date.parse(post.createdAt)).toBe(Number.parseInt(post._id.replaceAll('-', '').slice(0, 12), 16));
    }
    const next = await get(`${paths.posts}?limit=20&before=${response.headers[nextCursorHeader]}`);
    expect(next.json<Post[]>()[0]!._id < page.at(-1)!._id).toBe(true);
  });

  it('serves a profile whose counts are its follows', async () => {
    const profile = (await get(paths.user(celebrity._id))).json<PublicUser>();
    expect(profile.followersCount).toBeGreaterThanOrEqual(100);
    let followers = 0;
    let url: string | undefined = `${paths.userFollowers(celebrity._id)}?limit=50`;
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      followers += response.json<UserSummary[]>().length;
      const cursor = response.headers[nextCursorHeader];
      url = cursor ? `${paths.userFollowers(celebrity._id)}?limit=50&before=${cursor}` : undefined;
    }
    expect(followers).toBe(profile.followersCount);
  });

  it('serves the post with many comments, its counts matching its comments and likes', async () => {
    const [post] = (await get(`${paths.userPosts(celebrity._id)}?limit=50`)).json<Post[]>().slice(-1);
    const read = (await get(paths.post(post!._id))).json<Post>();
    expect(read.commentsCount).toBe(sizes.hotComments);
    expect(read.likesCount).toBeGreaterThanOrEqual(sizes.hotLikes);
    // The answer carries the newest comments; the rest are read a page at a time.
    const first = (read as Post & { comments: Comment[] }).comments;
    expect(first).toHaveLength(Math.min(read.commentsCount, limits.postComments));
    const comments: Comment[] = [];
    let url: string | undefined = `${paths.comments(read._id)}?limit=50`;
    while (url) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      comments.push(...response.json<Comment[]>());
      const cursor = response.headers[nextCursorHeader];
      url = cursor ? `${paths.comments(read._id)}?limit=50&before=${cursor}` : undefined;
    }
    expect(new Set(comments.map((comment) => comment._id)).size).toBe(read.commentsCount);
    expect(comments.slice(0, first.length).map((comment) => comment._id)).toEqual(first.map((comment) => comment._id));
    expect(comments.some((comment) => comment.replies.length > 0 && comment.repliesCount >= comment.replies.length)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Post, PublicUser } from '#contract/entities.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { follows, users as usersTable } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { addPost, as, call, users } from '../support/content-fixtures.ts';
import type { RegisteredUser } from '../support/accounts.ts';

/** No answer grows with its subject's popularity: counts and the caller's own relation, the lists behind them paged. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Every page of a list, following the cursor header; answers the ids in order and the page sizes. */
async function allPages(url: string, caller: RegisteredUser | null, limit: number) {
  const ids: string[] = [];
  const sizes: number[] = [];
  let before: string | undefined;
  for (;;) {
    const response = await t.app.inject({ method: 'GET', url: `${url}?limit=${limit}${before ? `&before=${before}` : ''}`, headers: as(caller) });
    expect(response.statusCode).toBe(200);
    const page = response.json<PublicUser[]>();
    ids.push(...page.map((user) => user._id));
    sizes.push(page.length);
    before = response.headers[nextCursorHeader] as string | undefined;
    if (!before) return { ids, sizes, last: page };
  }
}

const newestFirst = (people: RegisteredUser[]) =>
  people
    .map((person) => person.user._id)
    .sort()
    .reverse();

describe('followers and following', () => {
  it('are counts on the user, and paged lists with the caller’s relation to each', async () => {
    const [star, ...fans] = (await users(t.app, 6)) as [RegisteredUser, ...RegisteredUser[]];
    for (const fan of fans) expect((await call(t.app, 'PUT', paths.follow(star.user._id), fan)).statusCode).toBe(200);
    await call(t.app, 'PUT', paths.follow(fans[0]!.user._id), star);

    const profile = (await call(t.app, 'GET', paths.user(star.user._id), fans[1]!)).json<PublicUser>();
    expect(profile).toMatchObject({ followersCount: 5, followingCount: 1, followedByMe: true, followsMe: false });
    expect(profile).not.toHaveProperty('followers');
    expect(profile).not.toHaveProperty('following');

    const followers = await allPages(paths.userFollowers(star.user._id), star, 2);
    expect(followers.sizes).toEqual([2, 2, 1]);
    expect(followers.ids).toEqual(newestFirst(fans));
    const following = await allPages(paths.userFollowing(star.user._id), null, 2);
    expect(following.ids).toEqual([fans[0]!.user._id]);

    const seenByStar = (await call(t.app, 'GET', `${paths.userFollowers(star.user._id)}?limit=10`, star)).json<PublicUser[]>();
    expect(seenByStar.find((user) => user._id === fans[0]!.user._id)).toMatchObject({ followsMe: true, followedByMe: true });
    expect(seenByStar.find((user) => user._id === fans[1]!.user._id)).toMatchObject({ followsMe: true, followedByMe: false });
  });

  it('keep exact counts and mutual marks when two people follow each other at the same moment, over and over', async () => {
    const [a, b] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const mutualMarks = async () =>
      (
        await t.app.db
          .select({ mutual: follows.mutual })
          .from(follows)
          .where(inArray(follows.followerId, [a.user._id, b.user._id]))
      ).map((row) => row.mutual);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([call(t.app, 'PUT', paths.follow(b.user._id), a), call(t.app, 'PUT', paths.follow(a.user._id), b)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await mutualMarks()).toEqual([true, true]);
      const undone = await Promise.all([call(t.app, 'PUT', paths.unfollow(b.user._id), a), call(t.app, 'PUT', paths.unfollow(a.user._id), b)]);
      expect(undone.map((answer) => answer.statusCode)).toEqual([200, 200]);
    }
    await Promise.all([call(t.app, 'PUT', paths.follow(b.user._id), a), call(t.app, 'PUT', paths.follow(b.user._id), a)]);
    const counts = async (id: string) =>
      (
        await t.app.db
          .select({ followers: usersTable.followersCount, following: usersTable.followingCount })
          .from(usersTable)
          .where(eq(usersTable.id, id))
      )[0];
    expect(await counts(a.user._id)).toEqual({ followers: 0, following: 1 });
    expect(await counts(b.user._id)).toEqual({ followers: 1, following: 0 });
  });

  it('answer 404 for an unknown user and 400 for a malformed cursor', async () => {
    expect((await call(t.app, 'GET', paths.userFollowers('01900000-0000-7000-8000-000000000000'), null)).statusCode).toBe(404);
    const [someone] = (await users(t.app, 1)) as [RegisteredUser];
    expect((await call(t.app, 'GET', `${paths.userFollowing(someone.user._id)}?before=x`, null)).statusCode).toBe(400);
  });
});

describe('likes', () => {
  it('are a count and the caller’s own flag on the post, and a paged list of who liked it', async () => {
    const [author, ...fans] = (await users(t.app, 5)) as [RegisteredUser, ...RegisteredUser[]];
    const post = await addPost(t.app, author);
    for (const fan of fans) await call(t.app, 'POST', paths.like(post._id), fan);

    const feed = (await call(t.app, 'GET', `${paths.posts}?limit=50`, fans[0]!)).json<Post[]>();
    expect(feed.find((item) => item._id === post._id)).toMatchObject({ likesCount: 4, likedByMe: true });
    expect(feed.find((item) => item._id === post._id)).not.toHaveProperty('likes');

    const likers = await allPages(paths.postLikes(post._id), author, 3);
    expect(likers.sizes).toEqual([3, 1]);
    expect(likers.ids).toEqual(newestFirst(fans));
    expect((await call(t.app, 'GET', paths.postLikes('01900000-0000-7000-8000-000000000000'), null)).statusCode).toBe(404);
  });
});

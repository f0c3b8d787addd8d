import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Explore } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addPet, addPost, call, users } from '../support/content-fixtures.ts';

let t: TestApp;
let author: RegisteredUser;
let likers: RegisteredUser[];
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  t = await buildTestApp();
  const [first, ...rest] = await users(t.app, 7);
  author = first!;
  likers = rest;
});
afterAll(() => t.close());

const counted = async (kind: string, key: string, since = '1 day') => {
  const result = (await t.app.db.execute(
    sql`select coalesce(sum(count), 0)::int as total from explore_counts where kind = ${kind} and key = ${key} and hour > now() - ${since}::interval`,
  )) as unknown as { rows: { total: number }[] };
  return result.rows[0]!.total;
};
const explore = (window: string, caller: RegisteredUser | null = null) => call(t.app, 'GET', `${paths.explore}?window=${window}`, caller);

describe('Explore counters', () => {
  it('count likes of a post and of its pet, and the new posts of a tag, as they happen', async () => {
    const pet = await addPet(t.app, author, { image: false });
    const tag = `count${run}`;
    const post = await addPost(t.app, author, { title: `#${tag}`, petId: pet._id });
    await addPost(t.app, author, { title: `#${tag.toUpperCase()} again` });
    expect(await counted('tag', tag)).toBe(2);

    for (const liker of likers.slice(0, 3)) await call(t.app, 'POST', paths.like(post._id), liker);
    await call(t.app, 'POST', paths.like(post._id), likers[0]!);
    expect(await counted('post', post._id)).toBe(3);
    expect(await counted('pet', pet._id)).toBe(3);

    await call(t.app, 'POST', paths.unlike(post._id), likers[1]!);
    await call(t.app, 'POST', paths.unlike(post._id), likers[1]!);
    expect(await counted('post', post._id)).toBe(2);
    expect(await counted('pet', pet._id)).toBe(2);
  });
});

describe('GET /api/explore', () => {
  it('answers the most liked posts and pets and the trending tags of the window, hiding blocked authors', async () => {
    const pet = await addPet(t.app, author, { name: `Star ${run}`, image: false });
    const tag = `trend${run}`;
    const post = await addPost(t.app, author, { title: `Star of the day #${tag}`, petId: pet._id });
    for (const liker of likers) await call(t.app, 'POST', paths.like(post._id), liker);
    // Far more than anything else, three days ago: in the week, not in the day.
    const weekTag = `week${run}`;
    await t.app.db.execute(
      sql`insert into explore_counts (kind, key, hour, count) values ('tag', ${weekTag}, date_trunc('hour', now() - interval '3 days'), 100000)`,
    );

    const day = await explore('day');
    expect(day.statusCode).toBe(200);
    const dayAnswer = day.json<Explore>();
    expect(dayAnswer.posts.map((found) => found._id)).toContain(post._id);
    expect(dayAnswer.posts.find((found) => found._id === post._id)).toMatchObject({ likesCount: likers.length, tags: [tag] });
    expect(dayAnswer.pets.map((found) => found._id)).toContain(pet._id);
    expect(dayAnswer.tags.map((found) => found.tag)).not.toContain(weekTag);

    const week = (await explore('week')).json<Explore>();
    expect(week.tags[0]).toEqual({ tag: weekTag, posts: 100000 });
    expect(week.posts.map((found) => found._id)).toContain(post._id);

    const blocker = likers[0]!;
    expect((await call(t.app, 'PUT', paths.block(author.user._id), blocker)).statusCode).toBe(200);
    const seenByBlocker = (await explore('day', blocker)).json<Explore>();
    expect(seenByBlocker.posts.map((found) => found._id)).not.toContain(post._id);
    expect(seenByBlocker.pets.map((found) => found._id)).not.toContain(pet._id);
    await t.app.db.execute(sql`delete from explore_counts where key = ${weekTag}`);
  });

  it('reads the day by default and refuses another window', async () => {
    expect((await call(t.app, 'GET', paths.explore, null)).statusCode).toBe(200);
    const refused = await explore('year');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(m.exploreWindowInvalid);
  });
});

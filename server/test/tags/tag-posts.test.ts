import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FollowedTag, Post } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addPost, call, sendForm, users } from '../support/content-fixtures.ts';

let t: TestApp;
let author: RegisteredUser;
let reader: RegisteredUser;
/** Tags no other test file's posts carry (the PostgreSQL run shares one database). */
const run = randomUUID().slice(0, 8).replace(/-/g, '');
const english = `Cats${run}`;
const arabic = `قطط_${run}`;

beforeAll(async () => {
  t = await buildTestApp();
  [author, reader] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
});
afterAll(() => t.close());

const tagPage = (tag: string, query = '', caller: RegisteredUser | null = null) => call(t.app, 'GET', `${paths.tagPosts(tag)}${query}`, caller);
const idsOf = (response: { json: <T>() => T }) => response.json<Post[]>().map((post) => post._id);

describe('GET /api/tags/{tag}/posts', () => {
  it('lists the posts carrying the tag in any case and script, newest first, with their tags as written', async () => {
    const first = await addPost(t.app, author, { title: `Sunny #${english}`, body: `نائمة #${arabic}` });
    const second = await addPost(t.app, author, { title: 'Nap', body: `again #${english.toUpperCase()}, and https://example.com/a#${english}` });
    await addPost(t.app, author, { title: 'Untagged', body: `a ${english} without its sign` });
    expect(first.tags).toEqual([english, arabic]);
    expect(second.tags).toEqual([english.toUpperCase()]);

    const page = await tagPage(english.toLowerCase());
    expect(page.statusCode).toBe(200);
    expect(idsOf(page)).toEqual([second._id, first._id]);
    expect(idsOf(await tagPage(arabic))).toEqual([first._id]);
  });

  it('pages with the cursor', async () => {
    const tag = `paged${run}`;
    const posts: Post[] = [];
    for (let index = 0; index < 3; index += 1) posts.push(await addPost(t.app, author, { title: `#${tag} ${index}` }));
    const first = await tagPage(tag, '?limit=2');
    expect(idsOf(first)).toEqual([posts[2]!._id, posts[1]!._id]);
    const cursor = first.headers[nextCursorHeader] as string;
    expect(idsOf(await tagPage(tag, `?limit=2&before=${cursor}`))).toEqual([posts[0]!._id]);
  });

  it('moves an edited post to its new tags', async () => {
    const before = `before${run}`;
    const after = `after${run}`;
    const post = await addPost(t.app, author, { title: `#${before}` });
    const edited = await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: `now #${after}`, body: 'changed' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Post>().tags).toEqual([after]);
    expect(idsOf(await tagPage(before))).toEqual([]);
    expect(idsOf(await tagPage(after))).toEqual([post._id]);
  });

  it('leaves out the posts of a blocked author, and of a muted one for the muter', async () => {
    const tag = `hidden${run}`;
    const [blocked, muted] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const shown = await addPost(t.app, author, { title: `#${tag}` });
    const ofBlocked = await addPost(t.app, blocked, { title: `#${tag}` });
    const ofMuted = await addPost(t.app, muted, { title: `#${tag}` });
    expect((await call(t.app, 'PUT', paths.block(blocked.user._id), reader)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', paths.mute(muted.user._id), reader)).statusCode).toBe(200);
    expect(idsOf(await tagPage(tag, '', reader))).toEqual([shown._id]);
    expect(idsOf(await tagPage(tag))).toEqual([ofMuted._id, ofBlocked._id, shown._id]);
  });

  it('refuses what is not a tag', async () => {
    for (const tag of ['123', 'a'.repeat(51), 'two words', 'cats!']) {
      const response = await tagPage(tag);
      expect(response.statusCode, tag).toBe(400);
      expect(response.body, tag).toContain(m.tagInvalid);
    }
  });
});

describe('following tags', () => {
  it('follows and unfollows a tag, case-insensitively, and lists the followed tags', async () => {
    const tag = `Follow${run}`;
    const follower = (await users(t.app, 1))[0]!;
    expect((await call(t.app, 'GET', paths.followedTags, null)).statusCode).toBe(401);
    const followed = await call(t.app, 'PUT', paths.followTag(tag), follower);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ message: m.tagFollowed });
    expect((await call(t.app, 'PUT', paths.followTag(tag.toUpperCase()), follower)).statusCode).toBe(200);
    expect((await call(t.app, 'PUT', paths.followTag(arabic), follower)).statusCode).toBe(200);
    const list = (await call(t.app, 'GET', paths.followedTags, follower)).json<FollowedTag[]>();
    expect(list.map((row) => row.tag).sort()).toEqual([tag.toLowerCase(), arabic].sort());
    const unfollowed = await call(t.app, 'PUT', paths.unfollowTag(tag), follower);
    expect(unfollowed.json()).toEqual({ message: m.tagUnfollowed });
    expect((await call(t.app, 'GET', paths.followedTags, follower)).json<FollowedTag[]>().map((row) => row.tag)).toEqual([arabic]);
    expect((await call(t.app, 'PUT', paths.followTag(tag), null)).statusCode).toBe(401);
  });
});

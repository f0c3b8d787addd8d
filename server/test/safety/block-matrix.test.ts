import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Notification, Pet, Post, PublicUser, Reply } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import type { RegisteredUser } from '../support/accounts.ts';
import { addComment, addGalleryItem, addPet, addPost, addReply, call, users } from '../support/content-fixtures.ts';
import { policies } from '../../src/services/policies.ts';

/**
 * Blocking, as a matrix: the blocker and the blocked each try every action
 * towards the other (403) and read every list (the other is absent, or 404),
 * while a third user and a visitor still see both.
 */
interface Side {
  who: RegisteredUser;
  post: Post;
  pet: Pet;
  /** Their comment and reply on the third user's post, and on the other side's post. */
  commentOnThird: Comment;
  commentOnOther?: Comment;
}

let t: TestApp;
/** Both sides tag their post with it, so its tag page holds both. */
const matrixTag = 'blockmatrix';
let third: RegisteredUser;
let thirdPost: Post;
let blocker: Side;
let blocked: Side;

const sideOf = async (who: RegisteredUser): Promise<Side> => {
  const pet = await addPet(t.app, who, { image: false });
  await addGalleryItem(t.app, who, pet._id);
  const post = await addPost(t.app, who, { title: `By ${who.user.username}`, body: `A walk #${matrixTag}`, petId: pet._id });
  // Liked by the third user too, so Explore ranks it for everyone whatever the block does to the two sides' likes.
  expect((await call(t.app, 'POST', paths.like(post._id), third)).statusCode).toBe(200);
  const commentOnThird = await addComment(t.app, who, thirdPost._id, `comment by ${who.user.username}`);
  await addReply(t.app, who, thirdPost._id, commentOnThird._id, `reply by ${who.user.username}`);
  expect((await call(t.app, 'POST', paths.like(thirdPost._id), who)).statusCode).toBe(200);
  for (const [from, to] of [
    [who, third],
    [third, who],
  ] as const)
    expect((await call(t.app, 'PUT', paths.follow(to.user._id), from)).statusCode).toBe(200);
  return { who, post, pet, commentOnThird };
};

beforeAll(async () => {
  t = await buildTestApp();
  const [a, b, c] = (await users(t.app, 3)) as [RegisteredUser, RegisteredUser, RegisteredUser];
  third = c;
  thirdPost = await addPost(t.app, third, { title: 'The third’s post' });
  blocker = await sideOf(a);
  blocked = await sideOf(b);
  const bothWays = [
    [blocker, blocked],
    [blocked, blocker],
  ] as const;
  for (const [from, to] of bothWays) expect((await call(t.app, 'PUT', paths.follow(to.who.user._id), from.who)).statusCode).toBe(200);
  for (const [from, to] of bothWays) {
    expect((await call(t.app, 'POST', paths.like(to.post._id), from.who)).statusCode).toBe(200);
    from.commentOnOther = await addComment(t.app, from.who, to.post._id, `on the other by ${from.who.user.username}`);
    expect((await call(t.app, 'POST', paths.addMessage, from.who, { receiver: to.who.user._id, content: 'hi' })).statusCode).toBe(201);
  }
  expect((await call(t.app, 'PUT', paths.block(blocked.who.user._id), blocker.who)).statusCode).toBe(200);
});
afterAll(() => t.close());

/** The two sides, named here and found once the set-up has run (the tables below are read before it). */
const sides = { 'the blocker': () => [blocker, blocked] as const, 'the blocked': () => [blocked, blocker] as const };
const sideNames = Object.keys(sides) as (keyof typeof sides)[];

/** Each action of one side towards the other: refused with 403 and the block's message. */
const actions: [string, (me: Side, other: Side) => ReturnType<typeof call>][] = [
  ['follow', (me, other) => call(t.app, 'PUT', paths.follow(other.who.user._id), me.who)],
  ['like', (me, other) => call(t.app, 'POST', paths.like(other.post._id), me.who)],
  ['comment', (me, other) => call(t.app, 'POST', paths.comments(other.post._id), me.who, { content: 'hey' })],
  [
    'reply to their comment on a third post',
    (me, other) => call(t.app, 'POST', paths.replies(thirdPost._id, other.commentOnThird._id), me.who, { content: 'hey' }),
  ],
  ['reply under their post', (me, other) => call(t.app, 'POST', paths.replies(other.post._id, me.commentOnOther!._id), me.who, { content: 'hey' })],
  ['message', (me, other) => call(t.app, 'POST', paths.addMessage, me.who, { receiver: other.who.user._id, content: 'hey' })],
];

describe.each(sideNames)('%s acting towards the other', (name) => {
  it.each(actions)('%s is refused with 403', async (_action, act) => {
    const [me, other] = sides[name]();
    const response = await act(me, other);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: m.blockedBetween });
  });
});

/** Reads that answer 404 for the other side, and 200 for the third user and a visitor. */
const hiddenReads: [string, (other: Side) => string][] = [
  ['profile', (other) => paths.user(other.who.user._id)],
  ['their posts', (other) => paths.userPosts(other.who.user._id)],
  ['a post of theirs', (other) => paths.post(other.post._id)],
  ["their post's likers", (other) => paths.postLikes(other.post._id)],
  ['their pets', (other) => paths.userPets(other.who.user._id)],
  ['a pet of theirs', (other) => paths.pet(other.pet._id)],
  ["their pet's gallery", (other) => paths.petGallery(other.pet._id)],
  ['their followers', (other) => paths.userFollowers(other.who.user._id)],
  ['whom they follow', (other) => paths.userFollowing(other.who.user._id)],
];

const ids = (answer: { _id: string }[]) => answer.map((item) => item._id);
const get = (url: string, who: RegisteredUser | null) => call(t.app, 'GET', url, who);

/** Lists where the other side's rows are absent for one side and present for the third user: what to read, and which ids of the other it should hold. */
const lists: [string, (me: Side) => string, (answer: unknown, other: Side) => boolean][] = [
  ['the feed', () => `${paths.posts}?limit=100`, (answer, other) => ids(answer as Post[]).includes(other.post._id)],
  ['the feed at its older address', () => `${paths.posts}/?limit=100`, (answer, other) => ids(answer as Post[]).includes(other.post._id)],
  [
    "their pet's posts",
    (me) => paths.petPosts((me === blocker ? blocked : blocker).pet._id),
    (answer, other) => ids(answer as Post[]).includes(other.post._id),
  ],
  [
    'post search',
    (me) => `${paths.searchPosts}?limit=100&q=${encodeURIComponent((me === blocker ? blocked : blocker).post.title)}`,
    (answer, other) => ids(answer as Post[]).includes(other.post._id),
  ],
  [
    'user search',
    (me) => `${paths.users}?q=${(me === blocker ? blocked : blocker).who.user.username}`,
    (answer, other) => ids(answer as PublicUser[]).includes(other.who.user._id),
  ],
  [
    "a third user's followers",
    () => paths.userFollowers(third.user._id),
    (answer, other) => ids(answer as PublicUser[]).includes(other.who.user._id),
  ],
  [
    'whom a third user follows',
    () => paths.userFollowing(third.user._id),
    (answer, other) => ids(answer as PublicUser[]).includes(other.who.user._id),
  ],
  ["a third post's likers", () => paths.postLikes(thirdPost._id), (answer, other) => ids(answer as PublicUser[]).includes(other.who.user._id)],
  [
    "a third post's comments",
    () => paths.post(thirdPost._id),
    (answer, other) => (answer as Post).comments!.some((comment) => comment.user._id === other.who.user._id),
  ],
  [
    "a third post's replies",
    () => paths.post(thirdPost._id),
    (answer, other) => (answer as Post).comments!.some((comment) => comment.replies.some((reply) => reply.user._id === other.who.user._id)),
  ],
  [
    "a third post's comments, a page at a time",
    () => paths.comments(thirdPost._id),
    (answer, other) => (answer as Comment[]).some((comment) => comment.user._id === other.who.user._id),
  ],
  [
    "the replies under the other's comment on a third post, a page at a time",
    (me) => paths.replies(thirdPost._id, (me === blocker ? blocked : blocker).commentOnThird._id),
    (answer, other) => (answer as Reply[]).some((reply) => reply.user._id === other.who.user._id),
  ],
  ['a tag page', () => paths.tagPosts(matrixTag), (answer, other) => ids(answer as Post[]).includes(other.post._id)],
  [
    "Explore's most liked posts",
    () => `${paths.explore}?window=day`,
    (answer, other) => ids((answer as { posts: Post[] }).posts).includes(other.post._id),
  ],
  [
    "Explore's most liked pets",
    () => `${paths.explore}?window=week`,
    (answer, other) => ids((answer as { pets: Pet[] }).pets).includes(other.pet._id),
  ],
  [
    'comments on their own post',
    (me) => paths.post(me.post._id),
    (answer, other) => (answer as Post).comments!.some((comment) => comment.user._id === other.who.user._id),
  ],
];

describe.each(sideNames)('%s reading', (name) => {
  it.each(hiddenReads)('%s of the other answers 404, and 200 to the third user and a visitor', async (_read, url) => {
    const [me, other] = sides[name]();
    expect((await get(url(other), me.who)).statusCode).toBe(404);
    expect((await get(url(other), third)).statusCode).toBe(200);
    expect((await get(url(other), null)).statusCode).toBe(200);
  });

  it.each(lists)('%s leaves the other out (the third user sees them)', async (_list, url, holdsOther) => {
    const [me, other] = sides[name]();
    const mine = await get(url(me), me.who);
    expect(mine.statusCode).toBe(200);
    expect(holdsOther(mine.json(), other)).toBe(false);
    const theirs = await get(url(me), third);
    expect(holdsOther(theirs.json(), other)).toBe(true);
  });

  it('the conversation with the other answers 404', async () => {
    const [me, other] = sides[name]();
    const response = await get(`${paths.messages}?sender=${me.who.user._id}&receiver=${other.who.user._id}`, me.who);
    expect(response.statusCode).toBe(404);
  });

  it('notifications from the other, even from before the block, are left out', async () => {
    const [me, other] = sides[name]();
    const answer = (await get(`${paths.notifications}?limit=100`, me.who)).json<Notification[]>();
    expect(answer.some((notification) => notification.from._id === other.who.user._id)).toBe(false);
    expect(answer.some((notification) => notification.from._id === third.user._id)).toBe(true);
  });

  it('the unread count leaves out what the other sent before the block, as the list does', async () => {
    const [me, other] = sides[name]();
    const all = (await get(`${paths.notifications}?limit=100`, me.who)).json<Notification[]>();
    const unread = (await get(paths.notificationsUnreadCount, me.who)).json<{ unread: number }>().unread;
    expect(unread).toBeGreaterThan(0);
    // The other's follow, like and comment from before the block are stored and unread: counting them would make it more.
    expect(unread).toBe(all.filter((notification) => !notification.isRead).length);
    expect(all.some((notification) => notification.from._id === other.who.user._id)).toBe(false);
  });

  it('the people one may message leave the other out', async () => {
    const [me, other] = sides[name]();
    const answer = (await get(paths.mutuals, me.who)).json<PublicUser[]>();
    expect(ids(answer)).not.toContain(other.who.user._id);
  });
});

describe('the block itself', () => {
  it('ended the follows both ways and corrected the counts', async () => {
    for (const [me, other] of [
      [blocker, blocked],
      [blocked, blocker],
    ] as const) {
      const profile = (await get(paths.user(me.who.user._id), third)).json<PublicUser>();
      // Each follows only the third user, and only the third user follows each.
      expect(profile).toMatchObject({ followersCount: 1, followingCount: 1 });
      const followers = (await get(paths.userFollowers(me.who.user._id), third)).json<PublicUser[]>();
      expect(ids(followers)).not.toContain(other.who.user._id);
    }
  });

  it('makes no notification between them while it lasts', async () => {
    const before = (await get(`${paths.notifications}?limit=100`, blocker.who)).json<Notification[]>().length;
    // Actions towards each other are refused, but a reply on the third post under one's own comment would notify the comment's author.
    expect(
      (await call(t.app, 'POST', paths.replies(thirdPost._id, blocker.commentOnThird._id), third, { content: 'from the third' })).statusCode,
    ).toBe(201);
    const after = (await get(`${paths.notifications}?limit=100`, blocker.who)).json<Notification[]>();
    expect(after.length).toBe(before + 1);
    expect(after.every((notification) => notification.from._id !== blocked.who.user._id)).toBe(true);
  });
});

/** The routes the tables and tests above exercise, by their key in the policies' block rules. */
const id = ':id';
const exercised = {
  refuse: [
    `PUT ${paths.follow(id)}`,
    `POST ${paths.like(id)}`,
    `POST ${paths.comments(id)}`,
    `POST ${paths.replies(':postId', ':commentId')}`,
    `POST ${paths.addMessage}`,
  ],
  hide: [
    `GET ${paths.user(id)}`,
    `GET ${paths.userPosts(id)}`,
    `GET ${paths.post(id)}`,
    `GET ${paths.postLikes(id)}`,
    `GET ${paths.userPets(id)}`,
    `GET ${paths.pet(id)}`,
    `GET ${paths.petGallery(id)}`,
    `GET ${paths.userFollowers(id)}`,
    `GET ${paths.userFollowing(id)}`,
    `GET ${paths.posts}`,
    `GET ${paths.posts}/`,
    `GET ${paths.petPosts(id)}`,
    `GET ${paths.users}`,
    `GET ${paths.searchPosts}`,
    `GET ${paths.messages}`,
    `GET ${paths.notifications}`,
    `GET ${paths.mutuals}`,
    `GET ${paths.comments(id)}`,
    `GET ${paths.replies(':postId', ':commentId')}`,
    `GET ${paths.tagPosts(':tag')}`,
    `GET ${paths.explore}`,
    `GET ${paths.notificationsUnreadCount}`,
    // In moderation.test.ts: what is hidden from the reporter cannot be reported.
    `POST ${paths.reports}`,
  ],
};

describe('the matrix', () => {
  it.each(['refuse', 'hide'] as const)('exercises every route whose block rule is %s', (kind) => {
    const ruled = Object.entries(policies.block.routes)
      .filter(([, rule]) => kind in rule)
      .map(([name]) => name);
    expect(ruled.sort()).toEqual([...exercised[kind]].sort());
  });
});

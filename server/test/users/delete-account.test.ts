import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Post, PublicUser } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import * as schema from '../../src/db/schema.ts';
import type { TestApp } from '../support/build.ts';
import { mailingTestApp, type MailingApp } from '../support/mailing-app.ts';
import type { TestSmtpServer } from '../support/smtp-server.ts';
import { bearer, registrationInput, uniqueIp } from '../support/accounts.ts';
import {
  addComment,
  addGalleryItem,
  addPet,
  addPost,
  addReply,
  call,
  filesOf,
  getPost,
  imageParts,
  mediaFiles,
  sendForm,
} from '../support/content-fixtures.ts';
import { makeMutual, follow, newMember, sendMessage, waitFor, type Member } from '../support/social-fixtures.ts';

const pushOrigin = 'https://push.example.test';
let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await mailingTestApp('delete_account', { pushServiceOrigins: [pushOrigin] });
  ({ t, smtp } = mailing);
});
afterAll(() => mailing?.close());

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): T }>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json();
};
const like = (member: Member, postId: string) => ok(call(t.app, 'POST', paths.like(postId), member.account));
const profileOf = (userId: string) => ok<PublicUser>(call(t.app, 'GET', paths.user(userId), null));
const postOf = (postId: string) => ok<Post>(getPost(t.app, postId));
const deleteAccount = (member: Member, password: string) =>
  t.app.inject({ method: 'DELETE', url: paths.me, headers: member.headers, payload: { password }, remoteAddress: uniqueIp() });

async function rowCount(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(table).where(where);
  return row!.n;
}

/** An account with something in every table, and the others it touched. */
async function leaverWithEverything() {
  const leaver = await newMember(t.app);
  const [alice, bob] = [await newMember(t.app), await newMember(t.app)];
  await ok(sendForm(t.app, 'PUT', paths.updateProfile, leaver.account, {}, await imageParts('avatar', 1)));
  const pet = await addPet(t.app, leaver.account);
  await addGalleryItem(t.app, leaver.account, pet._id);
  await addGalleryItem(t.app, leaver.account, pet._id);
  const own = [
    await addPost(t.app, leaver.account, { images: 2, petId: pet._id }),
    await addPost(t.app, leaver.account, { images: 1 }),
    await addPost(t.app, leaver.account),
  ];
  const alicePost = await addPost(t.app, alice.account, { images: 1 });
  const bobPost = await addPost(t.app, bob.account);

  // On alice's post: her own comment (replied to by the leaver), two of the leaver's, one of bob's; likes by the leaver and bob.
  const aliceComment = await addComment(t.app, alice.account, alicePost._id, 'Mine');
  await addReply(t.app, leaver.account, alicePost._id, aliceComment._id, 'Nice one');
  await addComment(t.app, leaver.account, alicePost._id, 'First');
  await addComment(t.app, leaver.account, alicePost._id, 'Second');
  await addComment(t.app, bob.account, alicePost._id, 'Bob here');
  await like(leaver, alicePost._id);
  await like(bob, alicePost._id);
  await like(leaver, bobPost._id);
  // On the leaver's own posts, from others: these go with the posts.
  const onOwn = await addComment(t.app, alice.account, own[0]!._id);
  await addReply(t.app, leaver.account, own[0]!._id, onOwn._id);
  await addReply(t.app, bob.account, own[0]!._id, onOwn._id);
  await like(alice, own[0]!._id);
  await like(leaver, own[0]!._id);

  await makeMutual(t.app, leaver, alice);
  await follow(t.app, leaver, bob);
  await follow(t.app, bob, alice);
  await ok(sendMessage(t.app, leaver, { content: 'Hi Alice', receiver: alice.id }), 201);
  await ok(sendMessage(t.app, alice, { content: 'Hi back', receiver: leaver.id }), 201);
  await ok(
    call(t.app, 'POST', paths.pushSubscriptions, leaver.account, {
      endpoint: `${pushOrigin}/send/${crypto.randomUUID()}`,
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
    }),
    201,
  );
  return { leaver, alice, bob, pet, own, alicePost, bobPost };
}

/** The rows of every table that belong to the leaver or hang from its rows. */
function rowsOf(leaverId: string, petIds: string[], postIds: string[]) {
  const { users, sessions, accountTokens, follows, pets, galleryItems, posts, postImages, likes, comments, replies, notifications, messages } =
    schema;
  const commentsOfLeaver = t.app.db.select({ id: comments.id }).from(comments).where(eq(comments.userId, leaverId));
  return {
    users: () => rowCount(users, eq(users.id, leaverId)),
    sessions: () => rowCount(sessions, eq(sessions.userId, leaverId)),
    account_tokens: () => rowCount(accountTokens, eq(accountTokens.userId, leaverId)),
    follows: () => rowCount(follows, or(eq(follows.followerId, leaverId), eq(follows.followeeId, leaverId))),
    pets: () => rowCount(pets, eq(pets.userId, leaverId)),
    gallery_items: () => rowCount(galleryItems, inArray(galleryItems.petId, petIds)),
    posts: () => rowCount(posts, eq(posts.userId, leaverId)),
    post_images: () => rowCount(postImages, inArray(postImages.postId, postIds)),
    likes: () => rowCount(likes, or(eq(likes.userId, leaverId), inArray(likes.postId, postIds))),
    comments: () => rowCount(comments, or(eq(comments.userId, leaverId), inArray(comments.postId, postIds))),
    replies: () => rowCount(replies, or(eq(replies.userId, leaverId), inArray(replies.commentId, commentsOfLeaver))),
    notifications: () => rowCount(notifications, or(eq(notifications.userId, leaverId), eq(notifications.fromUserId, leaverId))),
    messages: () => rowCount(messages, or(eq(messages.senderId, leaverId), eq(messages.receiverId, leaverId))),
    push_subscriptions: () => rowCount(schema.pushSubscriptions, eq(schema.pushSubscriptions.userId, leaverId)),
  };
}

async function countAll(counters: Record<string, () => Promise<number>>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [table, counter] of Object.entries(counters)) counts[table] = await counter();
  return counts;
}

describe('DELETE /api/users/me', () => {
  it('deletes the account and all it made, puts the counts others see right, removes its images and mails a notice', async () => {
    const world = await leaverWithEverything();
    const { leaver, alice, bob, pet, own, alicePost, bobPost } = world;
    const leaverRow = (await t.app.db.select().from(schema.users).where(eq(schema.users.id, leaver.id)))[0]!;
    const ownImages = [leaverRow.avatar!, pet.image!, ...own.flatMap((post) => post.images)];
    const galleryRows = await t.app.db.select().from(schema.galleryItems).where(eq(schema.galleryItems.petId, pet._id));
    ownImages.push(...galleryRows.map((row) => row.image));
    expect(ownImages).toHaveLength(1 + 1 + 3 + 2);
    const counters = rowsOf(
      leaver.id,
      [pet._id],
      own.map((post) => post._id),
    );
    const before = await countAll(counters);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);

    expect(await postOf(alicePost._id)).toMatchObject({ likesCount: 2, commentsCount: 4 });
    expect(await postOf(bobPost._id)).toMatchObject({ likesCount: 1, commentsCount: 0 });
    expect(await profileOf(alice.id)).toMatchObject({ followersCount: 2, followingCount: 1 });
    expect(await profileOf(bob.id)).toMatchObject({ followersCount: 1, followingCount: 1 });

    // A wrong password deletes nothing.
    const refused = await deleteAccount(leaver, 'not-the-password');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: m.wrongPassword, errors: { password: m.wrongPassword } });
    expect(await countAll(counters)).toEqual(before);

    const revoked: string[][] = [];
    const updates: PostUpdate[] = [];
    const onRevoked = (ids: string[]) => revoked.push(ids);
    const onPost = (update: PostUpdate) => updates.push(update);
    t.app.bus.on('sessions-revoked', onRevoked);
    t.app.bus.on('post', onPost);
    const leaverSessions = await t.app.db.select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, leaver.id));
    const deleted = await deleteAccount(leaver, leaver.account.password);
    t.app.bus.off('sessions-revoked', onRevoked);
    t.app.bus.off('post', onPost);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const after = await countAll(counters);
    expect(after).toEqual(Object.fromEntries(Object.keys(before).map((table) => [table, 0])));
    expect((await t.app.inject({ method: 'GET', url: paths.me, headers: leaver.headers })).statusCode).toBe(401);

    // What others see: their counts without the leaver, and every remaining card as the database would write it now.
    expect(await postOf(alicePost._id)).toMatchObject({ likesCount: 1, commentsCount: 2 });
    expect((await ok<Post>(getPost(t.app, alicePost._id))).comments?.map((comment) => comment.content).sort()).toEqual(['Bob here', 'Mine']);
    expect((await ok<Post>(getPost(t.app, alicePost._id))).comments?.find((comment) => comment.content === 'Mine')?.replies).toEqual([]);
    expect(await postOf(bobPost._id)).toMatchObject({ likesCount: 0, commentsCount: 0 });
    expect(await profileOf(alice.id)).toMatchObject({ followersCount: 1, followingCount: 0 });
    expect(await profileOf(bob.id)).toMatchObject({ followersCount: 0, followingCount: 1 });
    const stale = await t.app.db.execute(sql`SELECT count(*)::int AS n FROM posts WHERE card <> post_card(posts)`);
    expect((stale as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    // Live: its sockets are dropped, and the screens watching the posts it liked or commented on get the new counts.
    expect(revoked).toEqual([leaverSessions.map((row) => row.id)]);
    expect(updates).toEqual(
      expect.arrayContaining([
        { kind: 'likes', postId: alicePost._id, by: leaver.id, liked: false, likesCount: 1 },
        { kind: 'likes', postId: bobPost._id, by: leaver.id, liked: false, likesCount: 0 },
        expect.objectContaining({ kind: 'comment-removed', postId: alicePost._id, by: leaver.id, commentsCount: 2 }),
      ]),
    );
    expect(updates.filter((update) => update.kind === 'comment-removed')).toHaveLength(2);
    expect(updates.every((update) => update.postId !== own[0]!._id)).toBe(true);

    // Its image files are gone, others' are not.
    const files = await mediaFiles(t.dataDir);
    for (const url of ownImages) {
      for (const file of filesOf(url)) expect(files).not.toContain(file);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    for (const file of filesOf(alicePost.images[0]!)) expect(files).toContain(file);

    // The notice reaches the address.
    const queued = await t.app.db
      .select()
      .from(schema.mailOutbox)
      .where(and(eq(schema.mailOutbox.recipient, leaver.email), eq(schema.mailOutbox.kind, 'account-deleted')));
    expect(queued).toHaveLength(1);
    const findNotice = () =>
      smtp.received.find((mail) => mail.rcptTo.includes(leaver.email.toLowerCase()) && mail.parsed.subject?.includes('deleted'));
    await waitFor(() => findNotice() !== undefined, 10_000);
    expect(findNotice()!.parsed.subject).toBe('Your PawPals account was deleted');
    expect(findNotice()!.parsed.text).toContain(leaver.fullName);
  });

  it('frees the address and the username at once', async () => {
    const leaver = await newMember(t.app);
    const { username, email, password } = leaver.account.input;
    expect((await deleteAccount(leaver, password)).statusCode).toBe(204);
    const again = await t.app.inject({
      method: 'POST',
      url: paths.register,
      payload: registrationInput({ username: username.toUpperCase(), email }),
      remoteAddress: uniqueIp(),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ username: username.toUpperCase(), email, followersCount: 0 });
  });

  it('needs a session and a password, and is limited', async () => {
    const anonymous = await t.app.inject({ method: 'DELETE', url: paths.me, payload: { password: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const member = await newMember(t.app);
    const empty = await t.app.inject({ method: 'DELETE', url: paths.me, headers: bearer(member.token), payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ password: m.wrongPassword });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await deleteAccount(member, 'wrong-guess')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await t.app.inject({ method: 'GET', url: paths.me, headers: member.headers })).statusCode).toBe(200);
  });
});

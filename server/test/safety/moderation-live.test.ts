import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Report } from '#contract/entities.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import { paths, socketEvents } from '#contract/paths.ts';
import type { SocketAck } from '#contract/schemas/realtime.ts';
import type { SuspensionNotice } from '#contract/suspension.ts';
import { users as userTable } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, uniqueName, type RegisteredUser } from '../support/accounts.ts';
import { addComment, addPost, call, users } from '../support/content-fixtures.ts';
import type { MessageRemoved } from '#contract/message-removed.ts';
import type { Message } from '#contract/entities.ts';
import { connect, emitWithAck, listen, makeMutual, newMembers, record, sendMessage, settle, waitFor } from '../support/social-fixtures.ts';

/** What a moderator's action sends live: removed content leaves every open app, a suspended account hears why before its sockets close. */
const moderatorEmail = `${uniqueName('mod')}@example.org`;
let t: TestApp;
let moderator: RegisteredUser;
let baseUrl: string;

beforeAll(async () => {
  t = await buildTestApp({ adminEmails: [moderatorEmail] });
  moderator = await registerUser(t.app, { email: moderatorEmail });
  await t.app.db.update(userTable).set({ emailVerifiedAt: new Date() }).where(eq(userTable.id, moderator.user._id));
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

const report = async (who: RegisteredUser, targetType: string, targetId: string) =>
  (await call(t.app, 'POST', paths.reports, who, { targetType, targetId, reason: 'harassment' })).json<Report>();
const resolve = (reportId: string, body: object) => call(t.app, 'POST', paths.resolveReport(reportId), moderator, body);

describe('removal reaching open apps', () => {
  it("sends the post's watchers the removal of the post, a comment and a reply", async () => {
    const [author, reporter, watcher] = (await users(t.app, 3)) as [RegisteredUser, RegisteredUser, RegisteredUser];
    const post = await addPost(t.app, author);
    const comment = await addComment(t.app, author, post._id, 'a nasty comment');
    const kept = await addComment(t.app, reporter, post._id, 'a kind comment');
    const reply = (await call(t.app, 'POST', paths.replies(post._id, kept._id), author, { content: 'a nasty reply' })).json().reply;
    const socket = await connect(baseUrl, watcher.token);
    const seen = record<PostUpdate>(socket, socketEvents.postUpdate);
    expect(await emitWithAck<SocketAck>(socket, socketEvents.watchPost, { postId: post._id })).toEqual({ ok: true });

    expect((await resolve((await report(reporter, 'comment', comment._id))._id, { action: 'remove' })).statusCode).toBe(200);
    expect((await resolve((await report(reporter, 'reply', reply._id))._id, { action: 'remove' })).statusCode).toBe(200);
    expect((await resolve((await report(reporter, 'post', post._id))._id, { action: 'remove' })).statusCode).toBe(200);
    await waitFor(() => seen.length === 3);
    const by = moderator.user._id;
    expect(seen).toEqual([
      { kind: 'comment-removed', postId: post._id, by, commentId: comment._id, commentsCount: 1 },
      { kind: 'reply-removed', postId: post._id, by, commentId: kept._id, replyId: reply._id },
      { kind: 'removed', postId: post._id, by },
    ]);
    socket.close();
  });
  it('sends both participants of a chat, and nobody else, the removal of a message', async () => {
    const [sender, receiver, bystander] = await newMembers(t.app, 3);
    await makeMutual(t.app, sender!, receiver!);
    const sent = await sendMessage(t.app, sender!, { content: 'a nasty message', receiver: receiver!.id });
    expect(sent.statusCode).toBe(201);
    const message = sent.json<Message>();
    const sockets = await Promise.all([sender!, receiver!, bystander!].map((member) => connect(baseUrl, member.token)));
    const heard = sockets.map((socket) => record<MessageRemoved>(socket, socketEvents.messageRemoved));

    const reported = await report(receiver!.account, 'message', message._id);
    expect((await resolve(reported._id, { action: 'remove' })).statusCode).toBe(200);
    await waitFor(() => heard[0]!.length === 1 && heard[1]!.length === 1);
    await settle();
    expect(heard).toEqual([[{ messageId: message._id }], [{ messageId: message._id }], []]);
    for (const socket of sockets) socket.close();
  });
});

describe('suspension reaching open apps', () => {
  it.each([
    ['for some days', { days: 7 }],
    ['for good', {}],
  ])('tells the account why and until when %s, then closes its sockets', async (_name, length) => {
    const [author, reporter] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const socket = await connect(baseUrl, author.token);
    const heard = record<SuspensionNotice>(socket, socketEvents.accountSuspended);
    const closed = new Promise<number>((done) => socket.on('disconnect', () => done(heard.length)));
    expect(
      (await resolve((await report(reporter, 'user', author.user._id))._id, { action: 'suspend', note: 'spam bot', ...length })).statusCode,
    ).toBe(200);
    expect(await closed).toBe(1);
    expect(heard[0]!.reason).toBe('spam bot');
    if ('days' in length) expect(new Date(heard[0]!.suspendedUntil).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    else expect(heard[0]!.suspendedUntil).toBe('forever');
  });
});

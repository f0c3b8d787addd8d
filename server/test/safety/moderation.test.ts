import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ModerationLogEntry, Notification, OwnUser, Post, Report, ReportGroup } from '#contract/entities.ts';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { users as userTable } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, uniqueIp, uniqueName, type RegisteredUser } from '../support/accounts.ts';
import { addComment, addPost, call, users } from '../support/content-fixtures.ts';
import { connect, listen } from '../support/social-fixtures.ts';

/** Moderators are the verified accounts whose address ADMIN_EMAILS names. */
const moderatorEmail = `${uniqueName('mod')}@example.org`;
const unverifiedEmail = `${uniqueName('mod')}@example.org`;
let t: TestApp;
let moderator: RegisteredUser;
let unverified: RegisteredUser;
let baseUrl: string | undefined;

beforeAll(async () => {
  t = await buildTestApp({ adminEmails: [moderatorEmail, unverifiedEmail] });
  moderator = await registerUser(t.app, { email: moderatorEmail.toUpperCase() });
  unverified = await registerUser(t.app, { email: unverifiedEmail });
  await t.app.db.update(userTable).set({ emailVerifiedAt: new Date() }).where(eq(userTable.id, moderator.user._id));
});
afterAll(() => t.close());

const report = (who: RegisteredUser, targetType: string, targetId: string, reason = 'harassment', text = '') =>
  call(t.app, 'POST', paths.reports, who, { targetType, targetId, reason, text });
const openGroups = async (status = 'open'): Promise<ReportGroup[]> =>
  (await call(t.app, 'GET', `${paths.moderationReports}?status=${status}&limit=100`, moderator)).json<ReportGroup[]>();
const groupOf = async (targetId: string, status = 'open'): Promise<ReportGroup | undefined> =>
  (await openGroups(status)).find((group) => group.targetId === targetId);
const resolve = (reportId: string, body: object) => call(t.app, 'POST', paths.resolveReport(reportId), moderator, body);
const logIn = (who: RegisteredUser) =>
  t.app.inject({ method: 'POST', url: paths.login, payload: { email: who.input.email, password: who.password }, remoteAddress: uniqueIp() });
const notificationsOf = async (who: RegisteredUser) => (await call(t.app, 'GET', paths.notifications, who)).json<Notification[]>();

describe('who moderates', () => {
  it('flags the verified listed account as a moderator, and no one else', async () => {
    const flag = async (who: RegisteredUser) => (await call(t.app, 'GET', paths.me, who)).json<OwnUser>().isModerator;
    expect(await flag(moderator)).toBe(true);
    expect(await flag(unverified)).toBe(false);
    expect(await flag(await registerUser(t.app))).toBe(false);
  });

  it.each([
    ['the queue', 'GET', paths.moderationReports],
    ['the log', 'GET', paths.moderationLog],
    ['resolving', 'POST', paths.resolveReport('0190a0a0-0000-7000-8000-000000000000')],
  ] as const)('refuses %s to everyone else (403), the listed but unverified account too', async (_name, method, url) => {
    for (const who of [unverified, await registerUser(t.app)]) {
      const response = await call(t.app, method, url, who, method === 'POST' ? { action: 'dismiss' } : undefined);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(m.moderatorsOnly);
    }
    expect((await call(t.app, method, url, null, method === 'POST' ? { action: 'dismiss' } : undefined)).statusCode).toBe(401);
  });
});

describe('reporting', () => {
  let author: RegisteredUser;
  let reporter: RegisteredUser;
  let post: Post;
  const targets: Record<string, () => Promise<{ id: string; text: string }>> = {
    post: async () => ({ id: post._id, text: post.body }),
    comment: async () => {
      const comment = await addComment(t.app, author, post._id, 'a nasty comment');
      return { id: comment._id, text: 'a nasty comment' };
    },
    reply: async () => {
      const comment = await addComment(t.app, reporter, post._id, 'hello');
      const reply = (await call(t.app, 'POST', paths.replies(post._id, comment._id), author, { content: 'a nasty reply' })).json().reply;
      return { id: reply._id, text: 'a nasty reply' };
    },
    message: async () => {
      await call(t.app, 'PUT', paths.follow(reporter.user._id), author);
      await call(t.app, 'PUT', paths.follow(author.user._id), reporter);
      const message = (await call(t.app, 'POST', paths.addMessage, author, { receiver: reporter.user._id, content: 'a nasty message' })).json();
      return { id: message._id, text: 'a nasty message' };
    },
    user: async () => ({ id: author.user._id, text: '' }),
  };
  beforeAll(async () => {
    [author, reporter] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    post = await addPost(t.app, author, { body: 'a nasty post' });
  });

  it.each(Object.keys(targets))('takes a report of a %s with a copy of it, shown to the moderators', async (targetType) => {
    const target = await targets[targetType]!();
    const response = await report(reporter, targetType, target.id, 'spam', 'please look');
    expect(response.statusCode).toBe(201);
    expect(response.json<Report>()).toMatchObject({ targetType, targetId: target.id, reason: 'spam', text: 'please look', status: 'open' });
    const group = await groupOf(target.id);
    expect(group).toMatchObject({ targetType, count: 1, reasons: ['spam'], target: { text: target.text, author: { _id: author.user._id } } });
    expect(group!.reports[0]!.reporter._id).toBe(reporter.user._id);
  });

  it.each([
    ['an unknown reason', { targetType: 'post', reason: 'boring' }, 400],
    ['an unknown kind of target', { targetType: 'pet', reason: 'spam' }, 400],
    ['an unknown post', { targetType: 'post', reason: 'spam', targetId: '0190a0a0-0000-7000-8000-000000000000' }, 404],
    ['an unknown user', { targetType: 'user', reason: 'spam', targetId: '0190a0a0-0000-7000-8000-000000000000' }, 404],
    ['an unknown message', { targetType: 'message', reason: 'spam', targetId: '0190a0a0-0000-7000-8000-000000000000' }, 404],
  ])('refuses %s', async (_name, body, status) => {
    const response = await call(t.app, 'POST', paths.reports, reporter, { targetId: post._id, ...body });
    expect(response.statusCode).toBe(status);
  });

  it('lets only the two people of a conversation report its messages', async () => {
    const message = await targets.message!();
    const outsider = await registerUser(t.app);
    expect((await report(outsider, 'message', message.id)).statusCode).toBe(404);
  });

  it('answers 404 for what is hidden from the reporter by a block', async () => {
    const blocker = await registerUser(t.app);
    const blocked = await registerUser(t.app);
    const blockersPost = await addPost(t.app, blocker);
    await call(t.app, 'PUT', paths.block(blocked.user._id), blocker);
    expect((await report(blocked, 'post', blockersPost._id)).statusCode).toBe(404);
    expect((await report(blocked, 'user', blocker.user._id)).statusCode).toBe(404);
  });

  it('limits how many reports one account makes (429 past 30 an hour)', async () => {
    const [someone, busy] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) statuses.push((await report(busy, 'user', someone.user._id)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps the content as it was when the author deletes it', async () => {
    const comment = await addComment(t.app, author, post._id, 'said in anger');
    expect((await report(reporter, 'comment', comment._id)).statusCode).toBe(201);
    expect((await call(t.app, 'DELETE', paths.comment(post._id, comment._id), author)).statusCode).toBe(200);
    expect((await groupOf(comment._id))!.target.text).toBe('said in anger');
  });
});

describe('resolving', () => {
  it('groups the reports of one target, and resolves them all at once', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author);
    const reporters = (await users(t.app, 3)) as RegisteredUser[];
    const reasons = ['spam', 'harassment', 'spam'];
    const made = [];
    for (const [index, who] of reporters.entries()) made.push((await report(who, 'post', post._id, reasons[index])).json<Report>());
    const group = (await groupOf(post._id))!;
    expect(group).toMatchObject({ _id: made[2]!._id, count: 3, status: 'open', resolution: null });
    expect(group.reasons.sort()).toEqual(['harassment', 'spam']);
    expect(group.reports.map((entry) => entry.reporter._id).sort()).toEqual(reporters.map((who) => who.user._id).sort());

    const resolved = await resolve(made[0]!._id, { action: 'dismiss', note: 'fine' });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<ReportGroup>()).toMatchObject({ status: 'resolved', resolution: 'dismiss', count: 3 });
    expect(await groupOf(post._id)).toBeUndefined();
    expect(await groupOf(post._id, 'resolved')).toBeDefined();
    expect((await call(t.app, 'GET', paths.post(post._id), null)).statusCode).toBe(200);
    for (const who of reporters) expect((await notificationsOf(who)).some((n) => n.type === 'report-handled')).toBe(true);
    expect((await resolve(made[1]!._id, { action: 'dismiss' })).statusCode).toBe(409);
  });

  it('removes content for everyone and tells its author why', async () => {
    const [author, reporter] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const post = await addPost(t.app, author, { title: 'Removed soon' });
    const made = (await report(reporter, 'post', post._id, 'animal-cruelty')).json<Report>();
    expect((await resolve(made._id, { action: 'remove', note: 'cruelty to a cat' })).statusCode).toBe(200);
    for (const who of [author, reporter, null]) expect((await call(t.app, 'GET', paths.post(post._id), who)).statusCode).toBe(404);
    const feed = (await call(t.app, 'GET', `${paths.posts}?limit=100`, null)).json<Post[]>();
    expect(feed.map((item) => item._id)).not.toContain(post._id);
    const told = (await notificationsOf(author)).find((n) => n.type === 'content-removed');
    expect(told?.message).toContain('cruelty to a cat');
    const log = (await call(t.app, 'GET', paths.moderationLog, moderator)).json<ModerationLogEntry[]>();
    expect(log[0]).toMatchObject({
      action: 'remove',
      targetType: 'post',
      targetId: post._id,
      note: 'cruelty to a cat',
      moderator: { _id: moderator.user._id },
    });
  });

  it('refuses to remove an account: it is suspended instead', async () => {
    const [author, reporter] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const made = (await report(reporter, 'user', author.user._id, 'impersonation')).json<Report>();
    const response = await resolve(made._id, { action: 'remove' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(m.cannotRemoveAccount);
  });

  it.each([
    ['for some days', { days: 3 }],
    ['for good', {}],
  ])('suspends an account %s: signed out at once, login refused with the reason, hidden until it ends', async (_name, length) => {
    const [author, reporter, friend] = (await users(t.app, 3)) as [RegisteredUser, RegisteredUser, RegisteredUser];
    const post = await addPost(t.app, author, { title: 'By the suspended' });
    baseUrl ??= await listen(t.app);
    const socket = await connect(baseUrl, author.token);
    const made = (await report(reporter, 'user', author.user._id, 'spam')).json<Report>();
    expect((await resolve(made._id, { action: 'suspend', note: 'spam bot', ...length })).statusCode).toBe(200);

    expect((await call(t.app, 'GET', paths.me, author)).statusCode).toBe(401);
    await expect.poll(() => socket.connected).toBe(false);
    socket.close();
    const login = await logIn(author);
    expect(login.statusCode).toBe(403);
    const until = login.json().errors.suspendedUntil as string;
    if ('days' in length) expect(new Date(until).getTime()).toBeGreaterThan(Date.now() + 2.9 * 24 * 3600 * 1000);
    else expect(until).toBe('forever');
    expect(login.json()).toMatchObject({ message: m.accountSuspended, errors: { reason: 'spam bot' } });

    for (const who of [friend, null]) {
      expect((await call(t.app, 'GET', paths.user(author.user._id), who)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', paths.userPosts(author.user._id), who)).statusCode).toBe(404);
      expect((await call(t.app, 'GET', paths.post(post._id), who)).statusCode).toBe(404);
      const feed = (await call(t.app, 'GET', `${paths.posts}?limit=100`, who)).json<Post[]>();
      expect(feed.map((item) => item._id)).not.toContain(post._id);
    }
    expect((await call(t.app, 'POST', paths.like(post._id), friend)).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', paths.follow(author.user._id), friend)).statusCode).toBe(404);
    const log = (await call(t.app, 'GET', paths.moderationLog, moderator)).json<ModerationLogEntry[]>();
    expect(log[0]).toMatchObject({ action: 'suspend', targetUser: author.user._id, days: 'days' in length ? 3 : null });
  });

  it('shows a suspended account again once the suspension ends', async () => {
    const [author, reporter] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const made = (await report(reporter, 'user', author.user._id)).json<Report>();
    await resolve(made._id, { action: 'suspend', days: 1 });
    await t.app.db
      .update(userTable)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(userTable.id, author.user._id));
    expect((await call(t.app, 'GET', paths.user(author.user._id), null)).statusCode).toBe(200);
    const login = await logIn(author);
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['an unknown action', { action: 'ban' }],
    ['days that are not a whole number', { action: 'suspend', days: 1.5 }],
    ['days out of range', { action: 'suspend', days: 0 }],
  ])('refuses %s (400)', async (_name, body) => {
    expect((await resolve('0190a0a0-0000-7000-8000-000000000000', body)).statusCode).toBe(400);
  });

  it('resolves the reports of an account deleted since, with nobody to tell or suspend', async () => {
    const [author, reporter] = (await users(t.app, 2)) as [RegisteredUser, RegisteredUser];
    const post = await addPost(t.app, author);
    const made = (await report(reporter, 'post', post._id)).json<Report>();
    expect((await call(t.app, 'DELETE', paths.me, author, { password: author.password })).statusCode).toBe(204);
    expect((await resolve(made._id, { action: 'remove' })).statusCode).toBe(200);
    const leaving = await registerUser(t.app);
    const other = (await report(reporter, 'user', leaving.user._id)).json<Report>();
    expect((await call(t.app, 'DELETE', paths.me, leaving, { password: leaving.password })).statusCode).toBe(204);
    expect((await resolve(other._id, { action: 'suspend', days: 1 })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown report', async () => {
    expect((await resolve('0190a0a0-0000-7000-8000-000000000000', { action: 'dismiss' })).statusCode).toBe(404);
  });
});

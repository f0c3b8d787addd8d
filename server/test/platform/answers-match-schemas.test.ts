import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as v from 'valibot';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox, users } from '../../src/db/schema.ts';
import { paths } from '#contract/paths.ts';
import type { Comment, Notification, Pet, Post } from '#contract/entities.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, defaultPassword, registerUser, registrationInput, uniqueIp } from '../support/accounts.ts';
import { addComment, addPet, addPost, call, imageParts, sendForm } from '../support/content-fixtures.ts';
import { recordAnswers, type RecordedAnswer } from '../support/answer-recorder.ts';
import { declaredAnswer, documentValidator } from '../support/openapi.ts';

/**
 * Drives the whole API as the app does and checks every answer three ways:
 * what the handler answered fits the route's declared schema for that status
 * (strict: a field missing from the schema fails), what went on the wire is
 * exactly that (the serializer built from the schema dropped or coerced
 * nothing), and it fits the published OpenAPI document too. Post lists, sent
 * as ready JSON text, have their wire checked against the strict schema.
 */
const pushOrigin = 'https://push.example.test';
const notJson = new Set<string>([paths.openApi, paths.apiReference, paths.dataExportDownload]);
/** Post lists go out as JSON text the stored cards make (no serializer): their wire is what the schema checks. */
const sentAsText = new Set<string>([
  paths.posts,
  paths.userPosts(':id'),
  paths.petPosts(':id'),
  paths.searchPosts,
  paths.tagPosts(':tag'),
  paths.explore,
]);

/** The moderator of the safety calls below. */
const moderatorEmail = `moderator-${crypto.randomUUID()}@example.org`;
let t: TestApp;
let answers: RecordedAnswer[];
beforeAll(async () => {
  t = await buildTestApp({ pushServiceOrigins: [pushOrigin], adminEmails: [moderatorEmail] }, (app) => {
    answers = recordAnswers(app);
  });
});
afterAll(() => t.close());

const expectStatus = async (response: Promise<{ statusCode: number; body: string }>, status: number) => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return JSON.parse(answer.body || 'null');
};

async function driveEveryRoute() {
  const { app } = t;
  const alice = await registerUser(app);
  const bob = await registerUser(app);
  const A = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, headers?: Record<string, string>) =>
    call(app, method, url, alice, payload, headers);

  // Accounts and profiles.
  await expectStatus(
    app.inject({ method: 'POST', url: paths.login, payload: { email: alice.input.email, password: defaultPassword }, remoteAddress: uniqueIp() }),
    200,
  );
  await expectStatus(A('GET', paths.me), 200);
  await expectStatus(sendForm(app, 'PUT', paths.updateProfile, alice, { bio: 'Cat person' }, await imageParts('avatar', 1)), 200);
  await expectStatus(A('GET', paths.user(bob.user._id)), 200);
  await expectStatus(call(app, 'GET', `${paths.users}?q=${alice.input.username}`, null), 200);
  await expectStatus(app.inject({ method: 'GET', url: `${paths.countries}?lang=ar` }), 200);
  await expectStatus(app.inject({ method: 'GET', url: paths.cities('fr') }), 200);

  // Following both ways makes the two mutual followers, which chat needs.
  await expectStatus(A('PUT', paths.follow(bob.user._id)), 200);
  await expectStatus(call(app, 'PUT', paths.follow(alice.user._id), bob), 200);
  await expectStatus(A('GET', paths.mutuals), 200);
  await expectStatus(A('GET', paths.userFollowers(alice.user._id)), 200);
  await expectStatus(A('GET', paths.userFollowing(alice.user._id)), 200);

  // Pets, their gallery, posts with images and a tag.
  const pet: Pet = await addPet(app, alice);
  await expectStatus(sendForm(app, 'PUT', paths.pet(pet._id), alice, { name: 'Rexy', type: 'dog', age: '5' }, await imageParts('image', 1)), 200);
  await expectStatus(A('GET', paths.pet(pet._id)), 200);
  await expectStatus(A('GET', paths.userPets(alice.user._id)), 200);
  const item = await expectStatus(sendForm(app, 'POST', paths.galleryUpload, alice, { petId: pet._id }, await imageParts('image', 1)), 201);
  await expectStatus(A('GET', paths.petGallery(pet._id)), 200);
  await expectStatus(A('DELETE', paths.galleryItem(item._id)), 200);

  const post: Post = await addPost(app, alice, { petId: pet._id, images: 2 });
  const spare: Post = await addPost(app, alice);
  // A photo uploaded ahead, then named by a post.
  const ahead = await expectStatus(sendForm(app, 'POST', paths.media, alice, { alt: 'Rex' }, await imageParts('image', 1)), 201);
  await expectStatus(sendForm(app, 'POST', paths.addPost, alice, { body: 'Uploaded ahead #walks', 'mediaIds[]': ahead.id }), 201);
  await expectStatus(
    sendForm(app, 'PUT', paths.post(post._id), alice, {
      title: 'Edited',
      body: 'Still a walk',
      petId: pet._id,
      oldImages: JSON.stringify(post.images.slice(0, 1)),
    }),
    200,
  );
  await expectStatus(call(app, 'POST', paths.like(post._id), bob, undefined, { 'idempotency-key': `like-${post._id}` }), 200);
  // The same key again: the stored answer is sent through the same serializer.
  await expectStatus(call(app, 'POST', paths.like(post._id), bob, undefined, { 'idempotency-key': `like-${post._id}` }), 200);
  await expectStatus(A('POST', paths.like(post._id)), 200);
  await expectStatus(A('POST', paths.unlike(post._id)), 200);
  await expectStatus(A('GET', paths.postLikes(post._id)), 200);
  const comment: Comment = await addComment(app, bob, post._id);
  await expectStatus(A('POST', paths.replies(post._id, comment._id), { content: 'Thank you' }), 201);
  await expectStatus(call(app, 'GET', paths.post(post._id), bob), 200);
  await expectStatus(call(app, 'GET', paths.posts, null), 200);
  await expectStatus(A('GET', `${paths.posts}?limit=1`), 200);
  await expectStatus(A('GET', paths.userPosts(alice.user._id)), 200);
  await expectStatus(A('GET', paths.petPosts(pet._id)), 200);
  await expectStatus(A('GET', `${paths.searchPosts}?q=${encodeURIComponent('Edited walk')}`), 200);
  await expectStatus(A('GET', `${paths.comments(post._id)}?limit=1`), 200);
  await expectStatus(call(app, 'GET', paths.replies(post._id, comment._id), bob), 200);
  // Tags and Explore.
  await expectStatus(call(app, 'GET', paths.tagPosts('walks'), bob), 200);
  await expectStatus(call(app, 'PUT', paths.followTag('walks'), bob), 200);
  await expectStatus(call(app, 'GET', paths.followedTags, bob), 200);
  await expectStatus(call(app, 'PUT', paths.unfollowTag('walks'), bob), 200);
  await expectStatus(call(app, 'GET', `${paths.explore}?window=week`, bob), 200);
  await expectStatus(A('DELETE', paths.comment(post._id, comment._id)), 200);

  // Chat and notifications.
  await expectStatus(A('POST', paths.addMessage, { content: 'Hello', receiver: bob.user._id }), 201);
  await expectStatus(A('GET', `${paths.messages}?sender=${alice.user._id}&receiver=${bob.user._id}`), 200);
  const notifications: Notification[] = await expectStatus(A('GET', paths.notifications), 200);
  await expectStatus(A('GET', paths.notificationsUnreadCount), 200);
  expect(notifications.length).toBeGreaterThan(0);
  await expectStatus(A('PATCH', paths.notificationRead(notifications[0]!._id)), 200);
  await expectStatus(A('PATCH', paths.notificationsReadAll), 200);

  // Push.
  await expectStatus(A('GET', paths.pushPublicKey), 200);
  const endpoint = `${pushOrigin}/send/${crypto.randomUUID()}`;
  await expectStatus(A('POST', paths.pushSubscriptions, { endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }), 201);
  await expectStatus(A('DELETE', paths.pushSubscriptions, { endpoint }), 204);

  // A screen that failed in the app, reported to the log.
  await expectStatus(
    app.inject({ method: 'POST', url: paths.clientErrors, payload: { message: 'boom', stack: 'at x', url: '/feed' }, remoteAddress: uniqueIp() }),
    204,
  );

  // The health probes.
  await expectStatus(app.inject({ method: 'GET', url: paths.livez }), 200);
  await expectStatus(app.inject({ method: 'GET', url: paths.readyz }), 200);

  // Refusals: every one is `{ message, errors? }`.
  await expectStatus(
    app.inject({ method: 'POST', url: paths.register, payload: { ...registrationInput(), password: 'x' }, remoteAddress: uniqueIp() }),
    400,
  );
  await expectStatus(
    app.inject({ method: 'POST', url: paths.register, payload: registrationInput({ username: alice.input.username }), remoteAddress: uniqueIp() }),
    409,
  );
  await expectStatus(A('GET', paths.user('not-an-id')), 400);
  await expectStatus(A('PUT', paths.follow(alice.user._id)), 400);
  await expectStatus(app.inject({ method: 'GET', url: paths.me, headers: bearer('not-a-token') }), 401);
  await expectStatus(call(app, 'POST', paths.like(crypto.randomUUID()), bob), 404);
  await expectStatus(call(app, 'POST', paths.like(post._id), null), 401);
  await expectStatus(call(app, 'DELETE', paths.post(post._id), bob), 403);
  await expectStatus(A('GET', paths.post(crypto.randomUUID())), 404);
  await expectStatus(app.inject({ method: 'GET', url: paths.cities('zz') }), 404);
  await expectStatus(A('POST', paths.comments(post._id), { content: 'One' }, { 'idempotency-key': `comment-${post._id}` }), 201);
  await expectStatus(A('POST', paths.comments(post._id), { content: 'Two' }, { 'idempotency-key': `comment-${post._id}` }), 422);

  // And the rest of the writes.
  await expectStatus(A('PUT', paths.unfollow(bob.user._id)), 200);
  await expectStatus(A('DELETE', paths.post(spare._id)), 200);
  await expectStatus(A('DELETE', paths.pet(pet._id)), 200);
  await expectStatus(
    A('PUT', paths.updatePassword, { currentPassword: defaultPassword, newPassword: 'another-horse-2', confirmPassword: 'another-horse-2' }),
    200,
  );
  const [aliceSession] = await expectStatus(call(app, 'GET', paths.sessions, alice), 200);
  await expectStatus(call(app, 'DELETE', paths.session(aliceSession.id), bob), 404);
  await expectStatus(call(app, 'POST', paths.logout, bob), 204);

  // Mailed links: the tokens are read from the queued mails (this app's worker sends none).
  await expectStatus(A('POST', paths.resendVerification), 202);
  await expectStatus(A('POST', paths.verifyEmail, { token: await queuedToken(alice.input.email, 'verify-email') }), 200);
  await expectStatus(A('PUT', paths.updateEmail, { email: `moved-${alice.input.email}`, password: 'another-horse-2' }), 202);
  await expectStatus(call(app, 'POST', paths.passwordReset, null, { email: bob.input.email }), 202);
  const resetToken = await queuedToken(bob.input.email, 'password-reset');
  await expectStatus(
    call(app, 'POST', paths.passwordResetConfirm, null, { token: resetToken, newPassword: 'ginger-tom-7', confirmPassword: 'ginger-tom-7' }),
    200,
  );
  await expectStatus(call(app, 'DELETE', paths.session(aliceSession.id), alice), 204);

  const carol = await registerUser(app);
  const C = (method: 'GET' | 'POST', url: string) => call(app, method, url, carol);
  // A copy of one's data: this app builds exports only when asked.
  await expectStatus(C('GET', paths.dataExport), 200);
  await expectStatus(C('POST', paths.dataExport), 202);
  await app.dataExports.runDue();
  const ready = await expectStatus(C('GET', paths.dataExport), 200);
  expect(ready.status).toBe('ready');
  expect((await app.inject({ method: 'GET', url: new URL(ready.url).pathname + new URL(ready.url).search })).statusCode).toBe(200);
  // Its notification carries the link.
  const [exportReady] = await expectStatus(C('GET', paths.notifications), 200);
  expect(exportReady).toMatchObject({ type: 'export-ready', download: { url: expect.any(String) } });
  await expectStatus(C('POST', paths.dataExport), 429);
  // Leaving.
  await expectStatus(call(app, 'DELETE', paths.me, carol, { password: 'not-hers' }), 400);
  await expectStatus(call(app, 'DELETE', paths.me, carol, { password: defaultPassword }), 204);

  // Safety: block and mute someone, list them, and undo both.
  const dave = await registerUser(app);
  const D = (method: 'GET' | 'PUT', url: string) => call(app, method, url, dave);
  await expectStatus(D('PUT', paths.block(bob.user._id)), 200);
  await expectStatus(D('PUT', paths.mute(alice.user._id)), 200);
  await expectStatus(D('GET', paths.blocks), 200);
  await expectStatus(D('GET', paths.mutes), 200);
  await expectStatus(D('PUT', paths.unblock(bob.user._id)), 200);
  await expectStatus(D('PUT', paths.unmute(alice.user._id)), 200);

  // Reports and their moderation.
  const moderator = await registerUser(app, { email: moderatorEmail });
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, moderator.user._id));
  const M = (method: 'GET' | 'POST', url: string, payload?: object) => call(app, method, url, moderator, payload);
  const davesPost: Post = await addPost(app, dave);
  const reported = await expectStatus(
    call(app, 'POST', paths.reports, moderator, { targetType: 'post', targetId: davesPost._id, reason: 'spam' }),
    201,
  );
  await expectStatus(
    call(app, 'POST', paths.reports, moderator, { targetType: 'user', targetId: dave.user._id, reason: 'other', text: 'a bot' }),
    201,
  );
  await expectStatus(M('GET', paths.moderationReports), 200);
  await expectStatus(M('POST', paths.resolveReport(reported._id), { action: 'remove', note: 'spam' }), 200);
  await expectStatus(M('GET', `${paths.moderationReports}?status=resolved`), 200);
  await expectStatus(M('GET', paths.moderationLog), 200);
  await expectStatus(D('GET', paths.moderationLog), 403);
}

/** The token of the newest link of a kind mailed to an address. */
async function queuedToken(address: string, kind: string): Promise<string> {
  const [row] = await t.app.db
    .select({ data: mailOutbox.data })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.recipient, address), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const { link } = row!.data as { link: string };
  return link.slice(link.lastIndexOf('/') + 1);
}

it('answers every route with exactly what its declared schema says, and what the OpenAPI document says', async () => {
  await driveEveryRoute();
  const fitsDocument = documentValidator(t.app.openApi.document());
  const checked = answers.filter((answer) => !notJson.has(answer.route));
  const problems: string[] = [];
  for (const answer of checked) {
    const name = `${answer.method} ${answer.route} ${answer.status}`;
    const schema = declaredAnswer(t.app, answer.method, answer.route, answer.status);
    if (!schema) {
      problems.push(`${name}: no answer schema declared for this status`);
      continue;
    }
    if (answer.status === 204) {
      if (answer.body !== '') problems.push(`${name}: a body on 204`);
      continue;
    }
    const wire = JSON.parse(answer.body) as unknown;
    if (!('sent' in answer)) {
      if (!sentAsText.has(answer.route)) problems.push(`${name}: the answer was not serialized from an object`);
    } else if (!isDeepStrictEqual(wire, answer.sent)) {
      problems.push(`${name}: the serializer changed the answer:\n  sent ${JSON.stringify(answer.sent)}\n  wire ${answer.body}`);
    }
    const parsed = v.safeParse(schema, answer.sent ?? wire);
    if (!parsed.success) {
      problems.push(`${name}: ${parsed.issues.map((issue) => `${v.getDotPath(issue) ?? ''} ${issue.message}`).join('; ')}`);
    }
    for (const problem of fitsDocument(answer.method, answer.route, answer.status, wire)) problems.push(`${name} (document): ${problem}`);
  }
  expect(problems).toEqual([]);

  // Every documented route answered with success at least once, and every error kind was seen.
  const succeeded = new Set(checked.filter((answer) => answer.status < 300).map((answer) => `${answer.method} ${answer.route}`));
  const documented = t.app.openApi.routes.filter((route) => !route.schema?.hide && !notJson.has(route.url));
  expect(documented.map((route) => `${route.method} ${route.url}`).filter((name) => !succeeded.has(name))).toEqual([]);
  const statuses = new Set(checked.map((answer) => answer.status));
  for (const status of [200, 201, 204, 400, 401, 403, 404, 409, 422]) expect(statuses).toContain(status);
  console.log(`answers checked: ${checked.length}, over ${succeeded.size} routes; statuses seen: ${[...statuses].sort().join(', ')}`);
});

it('would notice a field the schema does not list: a strict answer schema refuses it', () => {
  const schema = declaredAnswer(t.app, 'GET', paths.post(':id'), 200)!;
  const post = answers.find((answer) => answer.route === paths.post(':id') && answer.status === 200)!.sent as object;
  expect(v.safeParse(schema, post).success).toBe(true);
  expect(v.safeParse(schema, { ...post, secret: 'x' }).success).toBe(false);
  expect(v.safeParse(schema, { ...post, likesCount: '1' }).success).toBe(false);
});

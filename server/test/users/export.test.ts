import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ExportStatus, Notification, Post } from '#contract/entities.ts';
import { paths, socketEvents } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { dataExportLinks, dataExports } from '../../src/db/schema.ts';
import { newId } from '../../src/db/ids.ts';
import * as users from '../../src/repositories/users.ts';
import { createExportReadyNotification } from '../../src/services/data-export/ready-notification.ts';
import type { PushTarget } from '../../src/services/push-sender.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { mailingTestApp, type MailingApp } from '../support/mailing-app.ts';
import { privateDatabase } from '../support/private-database.ts';
import type { TestSmtpServer } from '../support/smtp-server.ts';
import { addComment, addGalleryItem, addPet, addPost, addReply, call, imageParts, sendForm } from '../support/content-fixtures.ts';
import {
  connect,
  follow,
  listen,
  makeMutual,
  newMember,
  notificationsOf,
  record,
  sendMessage,
  settle,
  waitFor,
  type Member,
} from '../support/social-fixtures.ts';
import { unzip } from '../support/unzip.ts';
import { startS3Server } from '../support/s3-server.ts';

const publicUrl = 'https://pawpals.example.org';
let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  mailing = await mailingTestApp('data_export', {
    publicUrl,
    // 50 posts with images are more uploads than one account may make in half an hour.
    rateLimitMultiplier: 3,
    exportWorker: true,
  });
  ({ t, smtp } = mailing);
  baseUrl = await listen(t.app);
});
afterAll(() => mailing?.close());

const ok = async <T>(response: Promise<{ statusCode: number; body: string; json(): T }>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json();
};
const statusOf = (member: Member) => ok<ExportStatus>(call(t.app, 'GET', paths.dataExport, member.account));
const askFor = (member: Member) => call(t.app, 'POST', paths.dataExport, member.account);
/** The link's path and query, as the server sees it when the link is opened. */
const download = (link: string) => t.app.inject({ method: 'GET', url: link.slice(publicUrl.length) });

/** Polls the status until the export is ready, sampling this process's memory meanwhile. */
async function readyWithPeak(member: Member): Promise<{ status: ExportStatus; peakRss: number }> {
  let peakRss = process.memoryUsage().rss;
  const end = Date.now() + 60_000;
  for (;;) {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const status = await statusOf(member);
    if (status.status === 'ready') return { status, peakRss };
    if (Date.now() > end) throw new Error(`export not ready: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The link of the export-ready mail to the member. */
async function mailedLink(member: Member): Promise<string | undefined> {
  const findMail = () => smtp.received.find((mail) => mail.rcptTo.includes(member.email.toLowerCase()) && mail.parsed.subject?.includes('ready'));
  await waitFor(() => findMail() !== undefined, 10_000);
  return new RegExp(`${publicUrl}${paths.dataExportDownload}\\?token=[A-Za-z0-9_-]+`).exec(findMail()!.parsed.text ?? '')?.[0];
}

async function storedImage(url: string): Promise<Buffer> {
  return readFile(path.join(t.dataDir, 'media', url.slice(url.lastIndexOf('/') + 1)));
}

describe('data export', () => {
  it('builds a ZIP of everything the account has in the background, mails its link, and serves it through the link', async () => {
    const owner = await newMember(t.app);
    const [alice, bob] = [await newMember(t.app), await newMember(t.app)];
    await ok(sendForm(t.app, 'PUT', paths.updateProfile, owner.account, {}, await imageParts('avatar', 1)));
    const rex = await addPet(t.app, owner.account, { name: 'Rex' });
    await addPet(t.app, owner.account, { name: 'Tom', image: false });
    for (let i = 0; i < 3; i += 1) await addGalleryItem(t.app, owner.account, rex._id);
    const posts: Post[] = [];
    for (let i = 0; i < 50; i += 1) posts.push(await addPost(t.app, owner.account, { title: `Walk ${i}`, images: i % 5 === 0 ? 2 : 0 }));
    const alicePost = await addPost(t.app, alice.account);
    const bobPost = await addPost(t.app, bob.account);
    const aliceComment = await addComment(t.app, alice.account, alicePost._id);
    for (let i = 0; i < 4; i += 1) await addComment(t.app, owner.account, alicePost._id, `Comment ${i}`);
    await addComment(t.app, owner.account, posts[0]!._id, 'On my own post');
    await addReply(t.app, owner.account, alicePost._id, aliceComment._id);
    await addReply(t.app, owner.account, alicePost._id, aliceComment._id);
    for (const post of [alicePost, bobPost, posts[1]!]) await ok(call(t.app, 'POST', paths.like(post._id), owner.account));
    await ok(call(t.app, 'POST', paths.like(posts[2]!._id), alice.account));
    await makeMutual(t.app, owner, alice);
    await follow(t.app, owner, bob);
    for (let i = 0; i < 3; i += 1) {
      await ok(sendMessage(t.app, owner, { content: `Out ${i}`, receiver: alice.id }), 201);
      await ok(sendMessage(t.app, alice, { content: `In ${i}`, receiver: owner.id }), 201);
    }
    expect(await statusOf(owner)).toEqual({ status: 'none' });

    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await ok<ExportStatus>(askFor(owner), 202)).toEqual({ status: 'working' });
    const { status, peakRss } = await readyWithPeak(owner);
    const elapsed = performance.now() - started;

    expect(status).toEqual({
      status: 'ready',
      url: expect.stringMatching(`^${publicUrl}${paths.dataExportDownload}\\?token=`),
      expiresAt: expect.any(String),
    });
    const expiresInDays = (Date.parse(status.expiresAt!) - Date.now()) / 86_400_000;
    expect(expiresInDays).toBeGreaterThan(6.9);
    expect(expiresInDays).toBeLessThanOrEqual(7);

    const answer = await download(status.url!);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="pawpals-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = await unzip(answer.rawPayload);
    console.log(
      `export of 50 posts (${[...files.keys()].filter((name) => name.startsWith('images/')).length} images, ${answer.rawPayload.length} bytes): ` +
        `${Math.round(elapsed)} ms from asking to ready; peak RSS growth ${((peakRss - rssBefore) / 1048576).toFixed(1)} MiB`,
    );
    const json = <T>(name: string): T => JSON.parse(files.get(name)!.toString('utf8')) as T;

    const profile = json<{ id: string; email: string; username: string; avatar: string }>('profile.json');
    expect(profile).toMatchObject({ id: owner.id, email: owner.email, username: owner.account.input.username });
    const pets = json<{ name: string; image: string | null }[]>('pets.json');
    expect(pets.map((pet) => pet.name).sort()).toEqual(['Rex', 'Tom']);
    const gallery = json<{ petId: string; image: string }[]>('gallery.json');
    expect(gallery).toHaveLength(3);
    expect(gallery.every((item) => item.petId === rex._id)).toBe(true);
    const exportedPosts = json<{ id: string; title: string; images: string[]; likesCount: number }[]>('posts.json');
    expect(exportedPosts).toHaveLength(50);
    expect(exportedPosts.map((post) => post.id).sort()).toEqual(posts.map((post) => post._id).sort());
    expect(exportedPosts.flatMap((post) => post.images)).toHaveLength(20);
    expect(exportedPosts.find((post) => post.id === posts[2]!._id)?.likesCount).toBe(1);
    const { comments, replies } = json<{ comments: { postId: string }[]; replies: { postId: string; commentId: string }[] }>('comments.json');
    expect(comments).toHaveLength(5);
    expect(comments.filter((comment) => comment.postId === alicePost._id)).toHaveLength(4);
    expect(replies).toEqual([
      expect.objectContaining({ postId: alicePost._id, commentId: aliceComment._id }),
      expect.objectContaining({ postId: alicePost._id, commentId: aliceComment._id }),
    ]);
    const likes = json<{ postId: string }[]>('likes.json');
    expect(likes.map((like) => like.postId).sort()).toEqual([alicePost._id, bobPost._id, posts[1]!._id].sort());
    const follows = json<{ following: { id: string; username: string }[]; followers: { id: string }[] }>('follows.json');
    expect(follows.following.map((person) => person.id).sort()).toEqual([alice.id, bob.id].sort());
    expect(follows.following.find((person) => person.id === bob.id)?.username).toBe(bob.account.input.username);
    expect(follows.followers.map((person) => person.id)).toEqual([alice.id]);
    const messages = json<{ from: string; to: string; content: string }[]>('messages.json');
    expect(messages).toHaveLength(6);
    expect(messages.filter((message) => message.from === owner.id)).toHaveLength(3);

    // Every image the JSON names is in the archive, as the store keeps its full size, and nothing else is.
    const named = [
      profile.avatar,
      ...pets.map((pet) => pet.image),
      ...gallery.map((item) => item.image),
      ...exportedPosts.flatMap((post) => post.images),
    ];
    const referenced = new Set(named.filter((name): name is string => name !== null));
    expect(referenced.size).toBe(1 + 1 + 3 + 20);
    const imageEntries = [...files.keys()].filter((name) => name.startsWith('images/'));
    expect(new Set(imageEntries)).toEqual(referenced);
    for (const entry of imageEntries) {
      const bytes = files.get(entry)!;
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.equals(await storedImage(entry))).toBe(true);
    }

    // The mail with its own link, which downloads the same archive.
    const mailed = await mailedLink(owner);
    expect(mailed).toBeDefined();
    expect(mailed).not.toBe(status.url);
    const viaMail = await download(mailed!);
    expect(viaMail.statusCode).toBe(200);
    expect((await unzip(viaMail.rawPayload)).get('profile.json')?.toString()).toBe(files.get('profile.json')?.toString());

    // Once a day.
    const again = await askFor(owner);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: m.exportOncePerDay });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // Past its week: the link stops, and the sweep removes the file and the rows.
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(await readdir(path.join(t.dataDir, 'exports'))).toContain(row!.fileKey);
    await t.app.db.update(dataExports).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(dataExports.id, row!.id));
    expect(await statusOf(owner)).toEqual({ status: 'none' });
    expect((await download(status.url!)).statusCode).toBe(404);
    expect(await t.app.dataExports.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await t.app.db.select().from(dataExports).where(eq(dataExports.id, row!.id))).toEqual([]);
    expect(await t.app.db.select().from(dataExportLinks).where(eq(dataExportLinks.exportId, row!.id))).toEqual([]);
    expect(await readdir(path.join(t.dataDir, 'exports'))).not.toContain(row!.fileKey);
    expect((await download(mailed!)).statusCode).toBe(404);
  }, 120_000);

  it('tells the owner in the app once: a notification with the mailed link, live on their socket and pushed, which downloads the ZIP', async () => {
    const owner = await newMember(t.app);
    const pushed: { target: PushTarget; payload: string }[] = [];
    t.app.push.delivery.useSender(async (target, payload) => {
      pushed.push({ target, payload });
      return 201;
    });
    const endpoint = `https://push.example.com/send/${crypto.randomUUID()}`;
    await ok(call(t.app, 'POST', paths.pushSubscriptions, owner.account, { endpoint, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }), 201);
    const socket = await connect(baseUrl, owner.token);
    try {
      const live = record<Notification>(socket, socketEvents.notification);
      await ok(askFor(owner), 202);
      const { status } = await readyWithPeak(owner);
      await waitFor(() => live.length > 0, 10_000);
      await t.app.push.delivery.idle();

      const listed = await notificationsOf(t.app, owner);
      expect(listed).toEqual([
        {
          _id: expect.any(String),
          type: 'export-ready',
          message: 'Your data is ready to download',
          isRead: false,
          createdAt: expect.any(String),
          post: null,
          from: { _id: owner.id, fullName: owner.fullName, username: owner.account.input.username, avatar: null },
          count: 1,
          download: { url: await mailedLink(owner), expiresAt: status.expiresAt },
        },
      ]);
      expect(live).toEqual(listed);
      expect(pushed.map(({ target, payload }) => [target.endpoint, JSON.parse(payload)])).toEqual([[endpoint, listed[0]]]);

      const answer = await download(listed[0]!.download!.url);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/zip');
      expect(JSON.parse((await unzip(answer.rawPayload)).get('profile.json')!.toString()).id).toBe(owner.id);

      // Once: another pass builds nothing, and the same export told again makes no second notification.
      expect(await t.app.dataExports.runDue()).toBe(0);
      const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.userId, owner.id));
      const again = await createExportReadyNotification(t.app.db, (await users.findById(t.app.db, owner.id))!, row!.id, {
        url: 'https://elsewhere.example.org/',
        expiresAt: new Date(),
      });
      expect(again).toBeNull();
      await settle();
      expect(await notificationsOf(t.app, owner)).toEqual(listed);
      expect(live).toHaveLength(1);
      expect(pushed).toHaveLength(1);
    } finally {
      socket.close();
    }
  }, 60_000);

  it("opens only its own export: another account's link gives that account's archive, and a made-up token nothing", async () => {
    const [first, second] = [await newMember(t.app), await newMember(t.app)];
    await ok(askFor(first), 202);
    await ok(askFor(second), 202);
    const { status: firstStatus } = await readyWithPeak(first);
    const { status: secondStatus } = await readyWithPeak(second);
    const firstZip = await unzip((await download(firstStatus.url!)).rawPayload);
    const secondZip = await unzip((await download(secondStatus.url!)).rawPayload);
    expect(JSON.parse(firstZip.get('profile.json')!.toString()).id).toBe(first.id);
    expect(JSON.parse(secondZip.get('profile.json')!.toString()).id).toBe(second.id);
    const forged = await download(`${publicUrl}${paths.dataExportDownload}?token=${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: m.exportLinkInvalid });
    expect((await download(`${publicUrl}${paths.dataExportDownload}`)).statusCode).toBe(400);
    // The status needs the session; the link does not.
    expect((await t.app.inject({ method: 'GET', url: paths.dataExport })).statusCode).toBe(401);
  }, 60_000);

  it('answers the status while one is being built, and a worker takes up an export left working by a process that stopped', async () => {
    const member = await newMember(t.app);
    // As a process that claimed it and then died leaves it: working, its lease still running.
    const id = newId();
    await t.app.db.insert(dataExports).values({ id, userId: member.id, attempts: 1, leaseUntil: sql`now() + interval '1 hour'` });
    expect(await ok<ExportStatus>(askFor(member), 202)).toEqual({ status: 'working' });
    expect(await statusOf(member)).toEqual({ status: 'working' });
    expect(await t.app.db.select().from(dataExports).where(eq(dataExports.userId, member.id))).toHaveLength(1);

    await t.app.db.update(dataExports).set({ leaseUntil: sql`now()` }).where(eq(dataExports.id, id));
    t.app.dataExports.wake();
    const { status } = await readyWithPeak(member);
    expect(status.status).toBe('ready');
    const [row] = await t.app.db.select().from(dataExports).where(eq(dataExports.id, id));
    expect(row).toMatchObject({ status: 'ready', attempts: 2 });
  }, 60_000);

  it('keeps the archive in the S3 bucket when images are there, under exports/, and sweeps it from there', async () => {
    const s3 = await startS3Server();
    const ownDatabase = await privateDatabase('data_export_s3');
    const bucketApp = await buildTestApp({ ...ownDatabase.config, s3: s3.config, publicUrl });
    try {
      const owner = await newMember(bucketApp.app);
      const post = await addPost(bucketApp.app, owner.account, { images: 1 });
      expect((await call(bucketApp.app, 'POST', paths.dataExport, owner.account)).statusCode).toBe(202);
      expect(await bucketApp.app.dataExports.runDue()).toBe(1);
      const status = (await call(bucketApp.app, 'GET', paths.dataExport, owner.account)).json<ExportStatus>();
      expect(status.status).toBe('ready');
      const archives = (await s3.keys()).filter((key) => key.startsWith('exports/'));
      expect(archives).toHaveLength(1);
      const files = await unzip((await bucketApp.app.inject({ method: 'GET', url: status.url!.slice(publicUrl.length) })).rawPayload);
      const [image] = JSON.parse(files.get('posts.json')!.toString())[0].images as string[];
      expect(image).toBe(`images/${post.images[0]!.slice(post.images[0]!.lastIndexOf('/') + 1)}`);
      expect(files.get(image!)!.subarray(8, 12).toString('latin1')).toBe('WEBP');
      await bucketApp.app.db.update(dataExports).set({ expiresAt: sql`now() - interval '1 minute'` }).where(eq(dataExports.userId, owner.id));
      await bucketApp.app.dataExports.sweepExpired();
      expect((await s3.keys()).filter((key) => key.startsWith('exports/'))).toEqual([]);
    } finally {
      await bucketApp.close();
      await s3.close();
      await ownDatabase.drop();
    }
  }, 60_000);
});

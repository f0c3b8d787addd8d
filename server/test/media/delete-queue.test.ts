import { randomBytes } from 'node:crypto';
import { utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addPost, call, filesOf, mediaFiles, sendForm, imageParts } from '../support/content-fixtures.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('deleting content while the S3 store is stopped', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let author: RegisteredUser;
  beforeAll(async () => {
    s3 = await startS3Server();
    // The background worker on, as in production: it retries what failed.
    t = await buildTestApp({ s3: s3.config, mediaDeletionWorker: true });
    author = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('answers 200, stops serving the images at once, and removes them from the bucket once the store is back', async () => {
    const post = await addPost(t.app, author, { images: 2 });
    const keys = post.images.flatMap(filesOf).sort();
    expect(await s3.keys()).toEqual(expect.arrayContaining(keys));
    await s3.stop();
    let restarted = false;
    try {
      const started = Date.now();
      const deleted = await call(t.app, 'DELETE', paths.post(post._id), author);
      console.log(`post deleted with S3 stopped: answered ${deleted.statusCode} after ${Date.now() - started} ms`);
      expect(deleted.statusCode).toBe(200);
      for (const url of post.images) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
        expect((await t.app.inject({ method: 'GET', url: `${url}?size=small` })).statusCode).toBe(404);
      }
      await vi.waitFor(async () => expect(await t.app.media.waitingRemovals()).toBe(2));
      await sleep(1500);
      await s3.start();
      restarted = true;
      const back = Date.now();
      await vi.waitFor(async () => expect((await s3.keys()).filter((key) => keys.includes(key))).toEqual([]), { timeout: 20_000, interval: 200 });
      console.log(`objects of the deleted post gone from the bucket ${Date.now() - back} ms after S3 started again`);
      await vi.waitFor(async () => expect(await t.app.media.waitingRemovals()).toBe(0));
    } finally {
      if (!restarted) await s3.start();
    }
  });

  it('deletes an account while the store is stopped: 204, its images answer 404 at once and leave the bucket once it is back', async () => {
    const leaver = await registerUser(t.app);
    const post = await addPost(t.app, leaver, { images: 1 });
    const keys = filesOf(post.images[0]!);
    await s3.stop();
    try {
      const deleted = await t.app.inject({ method: 'DELETE', url: paths.me, headers: bearer(leaver.token), payload: { password: leaver.password } });
      expect(deleted.statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: post.images[0]! })).statusCode).toBe(404);
    } finally {
      await s3.start();
    }
    await vi.waitFor(async () => expect((await s3.keys()).filter((key) => keys.includes(key))).toEqual([]), { timeout: 20_000, interval: 200 });
  });

  it('stops serving a replaced avatar at once and removes it from the bucket', async () => {
    const upload = async () => sendForm(t.app, 'PUT', paths.updateProfile, author, {}, await imageParts('avatar', 1));
    const first: string = (await upload()).json().avatar;
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(200);
    const second: string = (await upload()).json().avatar;
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await s3.keys()).not.toContain(filesOf(first)[0]), { timeout: 20_000 });
  });
});

describe('the orphan sweep (images in the data folder)', () => {
  let t: TestApp;
  let owner: RegisteredUser;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  /** Both sizes of an image no row names, written `days` ago. */
  async function orphan(days: number): Promise<string> {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    for (const file of filesOf(`/media/${name}`)) {
      const full = path.join(t.dataDir, 'media', file);
      await writeFile(full, 'webp bytes');
      await utimes(full, daysAgo(days), daysAgo(days));
    }
    return name;
  }

  it('removes images no row names that are older than 7 days, and keeps newer ones and named ones', async () => {
    const post = await addPost(t.app, owner, { images: 1 });
    const named = filesOf(post.images[0]!);
    for (const file of named) await utimes(path.join(t.dataDir, 'media', file), daysAgo(30), daysAgo(30));
    const old = await orphan(8);
    const young = await orphan(6);
    expect(await t.app.media.sweepOrphans()).toBe(1);
    // Queued is enough to stop serving it; the worker removes it.
    expect((await t.app.inject({ method: 'GET', url: `/media/${old}` })).statusCode).toBe(404);
    expect(await t.app.media.removeDue()).toBe(1);
    const files = await mediaFiles(t.dataDir);
    expect(files).not.toEqual(expect.arrayContaining([filesOf(`/media/${old}`)[0]]));
    expect(files.filter((file) => file.startsWith(old.slice(0, 32)))).toEqual([]);
    expect(files).toEqual(expect.arrayContaining([...filesOf(`/media/${young}`), ...named]));
    expect((await t.app.inject({ method: 'GET', url: post.images[0]! })).statusCode).toBe(200);
  });
});

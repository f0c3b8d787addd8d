import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { postImages, posts } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { addPost, imageParts, sendForm } from '../support/content-fixtures.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

const rowCounts = async (t: TestApp) => ({
  posts: (await t.app.db.select({ n: count() }).from(posts))[0]!.n,
  images: (await t.app.db.select({ n: count() }).from(postImages))[0]!.n,
});

const publish = (t: TestApp, author: RegisteredUser, images: number) =>
  imageParts('images', images).then((files) => sendForm(t.app, 'POST', paths.addPost, author, { title: 'Rain', body: 'Wet dog.' }, files));

describe('an S3 store that is stopped', () => {
  let s3: TestS3Server;
  let t: TestApp;
  let author: RegisteredUser;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildTestApp({ s3: s3.config });
    author = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('answers a post with photos 503 with Retry-After and the contract message, and keeps no row and no object', async () => {
    const before = await rowCounts(t);
    await s3.stop();
    try {
      const started = Date.now();
      const response = await publish(t, author, 3);
      const took = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: m.mediaStoreUnavailable });
      // Refused connections fail at once; the SDK's one retry waits well under a second.
      expect(took).toBeLessThan(3000);
      expect(await rowCounts(t)).toEqual(before);
    } finally {
      await s3.start();
    }
    expect(await s3.keys()).toEqual([]);
  });

  it('answers an image read 503 while the store is down, and 200 again once it is back', async () => {
    const post = await addPost(t.app, author, { images: 1 });
    const url = post.images[0]!;
    await s3.stop();
    try {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await s3.start();
    }
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('removes the stored objects again when the database write fails after them', async () => {
    const keysBefore = await s3.keys();
    const before = await rowCounts(t);
    const transaction = t.app.db.transaction;
    t.app.db.transaction = (() =>
      Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))) as typeof transaction;
    try {
      const response = await publish(t, author, 2);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: m.serviceUnavailable });
    } finally {
      t.app.db.transaction = transaction;
    }
    expect(await rowCounts(t)).toEqual(before);
    expect(await s3.keys()).toEqual(keysBefore);
  });
});

describe('an S3 store that accepts connections and never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let t: TestApp;
  let author: RegisteredUser;
  beforeAll(async () => {
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    t = await buildTestApp({
      s3: {
        bucket: 'pawpals-media',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: 'id',
        secretAccessKey: 'secret',
        timeoutMs: 500,
      },
    });
    author = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('answers 503 within the timeout of two attempts, keeping no row', async () => {
    const before = await rowCounts(t);
    const started = Date.now();
    const response = await publish(t, author, 1);
    const took = Date.now() - started;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: m.mediaStoreUnavailable });
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(4000);
    expect(await rowCounts(t)).toEqual(before);
    console.log(`silent S3, timeout 500 ms: a post with a photo answered 503 after ${took} ms`);
  });
});

import http from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '#contract/paths.ts';
import { limits } from '#contract/limits.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { imageParts, sendForm } from '../support/content-fixtures.ts';
import { multipartBody } from '../support/multipart.ts';
import { jpegImage } from '../support/images.ts';
import { listen } from '../support/social-fixtures.ts';
import { limitConcurrency } from '../../src/services/media/image-slots.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Uploads wait in a folder of the test's own, which must be empty again after every answer. */
describe('temporary upload files', () => {
  let temp: string;
  let t: TestApp;
  let refusing: TestApp;
  let baseUrl: string;
  let author: RegisteredUser;
  beforeAll(async () => {
    temp = await mkdtemp(path.join(os.tmpdir(), 'pawpals-upload-temp-'));
    t = await buildTestApp({ uploadTempDir: temp });
    baseUrl = await listen(t.app);
    author = await registerUser(t.app);
    // A store that refuses every connection: storing fails after the upload was read.
    refusing = await buildTestApp({
      uploadTempDir: temp,
      s3: {
        bucket: 'b',
        endpoint: 'http://127.0.0.1:9',
        region: 'us-east-1',
        forcePathStyle: true,
        accessKeyId: 'a',
        secretAccessKey: 'b',
        timeoutMs: 500,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await refusing.close();
    await rm(temp, { recursive: true, force: true });
  });
  const left = () => readdir(temp);
  const expectNoneLeft = () => vi.waitFor(async () => expect(await left()).toEqual([]), { timeout: 10_000 });

  it('are removed after a stored post', async () => {
    const response = await sendForm(t.app, 'POST', paths.addPost, author, { title: 'Hi', body: 'There' }, await imageParts('images', 3));
    expect(response.statusCode).toBe(201);
    await expectNoneLeft();
  });

  it('are removed after a refusal by type and one by size', async () => {
    const text = [{ field: 'images', filename: 'a.png', content: 'not an image', type: 'image/png' }];
    expect((await sendForm(t.app, 'POST', paths.addPost, author, { title: 'Hi', body: 'There' }, text)).statusCode).toBe(415);
    await expectNoneLeft();
    const big = [{ field: 'images', filename: 'a.jpg', content: Buffer.alloc(limits.image.maxBytes + 1, 1), type: 'image/jpeg' }];
    expect((await sendForm(t.app, 'POST', paths.addPost, author, { title: 'Hi', body: 'There' }, big)).statusCode).toBe(413);
    await expectNoneLeft();
  });

  it('are removed when storing fails', async () => {
    const owner = await registerUser(refusing.app);
    const response = await sendForm(refusing.app, 'POST', paths.addPost, owner, { title: 'Hi', body: 'There' }, await imageParts('images', 2));
    expect(response.statusCode).toBe(503);
    await expectNoneLeft();
  });

  /** Sends the form's first `bytes` bytes of a declared whole, then cuts the connection. */
  async function abortAfter(payload: Buffer, headers: Record<string, string>, bytes: number, waitFor: () => Promise<unknown>) {
    const request = http.request(`${baseUrl}${paths.addPost}`, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(payload.length), authorization: `Bearer ${author.token}` },
    });
    request.on('error', () => undefined);
    request.write(payload.subarray(0, bytes));
    await waitFor();
    request.destroy();
  }

  it('are removed when the client goes away in the middle of the upload', async () => {
    const { payload, headers } = await multipartBody({ title: 'Hi', body: 'There' }, [
      { field: 'images', filename: 'a.jpg', content: Buffer.alloc(4 * 1024 * 1024, 7), type: 'image/jpeg' },
    ]);
    await abortAfter(payload, headers, 2 * 1024 * 1024, () =>
      vi.waitFor(async () => {
        const [folder] = await left();
        expect(folder).toBeDefined();
        expect(await readdir(path.join(temp, folder!))).not.toEqual([]);
      }),
    );
    await expectNoneLeft();
  });

  it('are removed when the client goes away after sending, while the images are processed', async () => {
    const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => jpegImage(2000 + i, 1500)));
    const { payload, headers } = await multipartBody(
      { title: 'Hi', body: 'There' },
      photos.map((content, i) => ({ field: 'images', filename: `${i}.jpg`, content, type: 'image/jpeg' })),
    );
    await abortAfter(payload, headers, payload.length, () => sleep(100));
    await expectNoneLeft();
  });
});

describe('the image slots', () => {
  it('run no more tasks at once than their size, and every task', async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let most = 0;
    const done = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        run(async () => {
          active += 1;
          most = Math.max(most, active);
          await sleep(10);
          active -= 1;
          return i;
        }),
      ),
    );
    expect(done).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(most).toBe(2);
  });
});

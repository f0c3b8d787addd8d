import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { posts } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, type RegisteredUser } from '../support/accounts.ts';
import { sendForm } from '../support/content-fixtures.ts';

/** A 2 MB tmpfs of the test's own: a real full disk without filling the machine's. Needs root (or CAP_SYS_ADMIN). */
async function mountTinyDisk(): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-tiny-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    await rm(dir, { recursive: true, force: true });
    return null;
  }
}

const tinyDisk = await mountTinyDisk();
if (!tinyDisk) console.log('disk-full tests skipped: mounting a 2 MB tmpfs needs root (mount -t tmpfs)');

describe.runIf(tinyDisk)('a data folder whose disk is full', () => {
  const disk = tinyDisk!;
  const dataDir = path.join(disk, 'data');
  const uploads = path.join(disk, 'uploads');
  let t: TestApp;
  let author: RegisteredUser;
  let photo: Buffer;
  beforeAll(async () => {
    await mkdir(path.join(dataDir, 'media'), { recursive: true });
    await mkdir(uploads);
    t = await buildTestApp({ dataDir });
    author = await registerUser(t.app);
    // Noise compresses badly, so its WebP is far larger than the room left.
    photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [disk]);
    await rm(disk, { recursive: true, force: true });
  });

  const fill = async (leaveBytes: number) => {
    const { bavail, bsize } = await import('node:fs/promises').then((fs) => fs.statfs(disk));
    await writeFile(path.join(disk, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - leaveBytes)));
  };
  const postCount = async () => (await t.app.db.select({ n: count() }).from(posts))[0]!.n;

  it('answers 507 with its message when an image does not fit, and leaves no .tmp file and no row', async () => {
    await fill(64 * 1024);
    const before = await postCount();
    const response = await sendForm(t.app, 'POST', paths.addPost, author, { title: 'Big', body: 'Photo' }, [
      { field: 'images', filename: 'big.jpg', content: photo, type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(507);
    expect(response.json()).toEqual({ message: m.storageFull });
    expect(await readdir(path.join(dataDir, 'media'))).toEqual([]);
    expect(await postCount()).toBe(before);
    await rm(path.join(disk, 'filler'));
  });

  it('answers 507 when the upload itself does not fit in the temporary folder, and leaves nothing there', async () => {
    t.app.config.uploadTempDir = uploads;
    try {
      await fill(64 * 1024);
      const response = await sendForm(t.app, 'POST', paths.addPost, author, { title: 'Big', body: 'Photo' }, [
        { field: 'images', filename: 'big.jpg', content: photo, type: 'image/jpeg' },
      ]);
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({ message: m.storageFull });
      await vi.waitFor(async () => expect(await readdir(uploads)).toEqual([]));
    } finally {
      t.app.config.uploadTempDir = undefined;
      await rm(path.join(disk, 'filler'), { force: true });
    }
  });

  it('stores again once there is room', async () => {
    const response = await sendForm(t.app, 'POST', paths.addPost, author, { title: 'Small', body: 'Photo' }, [
      {
        field: 'images',
        filename: 'ok.jpg',
        content: await sharp({ create: { width: 40, height: 30, channels: 3, background: 'red' } })
          .jpeg()
          .toBuffer(),
        type: 'image/jpeg',
      },
    ]);
    expect(response.statusCode).toBe(201);
    expect((await readdir(path.join(dataDir, 'media'))).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});

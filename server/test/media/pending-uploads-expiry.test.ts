import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { mediaUploads, storedImages } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import { call, filesOf, mediaFiles, sendForm } from '../support/content-fixtures.ts';
import { uploadAhead } from '../support/uploads-ahead.ts';

describe('photos uploaded ahead that nothing takes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** Moves an upload's row and files `days` into the past, as the clock of the existing sweep tests does. */
  async function age(upload: { id: string; url: string }, days: number) {
    await t.app.db
      .update(mediaUploads)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(mediaUploads.id, upload.id));
    const then = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    for (const file of filesOf(upload.url)) await utimes(path.join(t.dataDir, 'media', file), then, then);
  }
  const nameOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  it('are deleted with their files and their storage once older than 7 days; younger and taken ones stay', async () => {
    const owner = await registerUser(t.app);
    const old = await uploadAhead(t.app, owner, { width: 100 });
    const young = await uploadAhead(t.app, owner, { width: 101 });
    const taken = await uploadAhead(t.app, owner, { width: 102 });
    expect((await sendForm(t.app, 'POST', paths.addPost, owner, { title: 'T', body: 'B', 'mediaIds[]': taken.id })).statusCode).toBe(201);
    await age(old, 8);
    await age(young, 6);
    await age(taken, 8);

    // The orphan sweep leaves a waiting upload to its own expiry.
    expect(await t.app.media.sweepOrphans()).toBe(0);
    expect(await t.app.media.expireUploads()).toBeGreaterThanOrEqual(1);

    expect(await t.app.db.select({ id: mediaUploads.id }).from(mediaUploads).where(eq(mediaUploads.id, old.id))).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(storedImages)
        .where(eq(storedImages.name, nameOf(old.url))),
    ).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: old.url })).statusCode).toBe(404);
    const files = await mediaFiles(t.dataDir);
    expect(files).not.toContain(filesOf(old.url)[0]);
    expect(files).toEqual(expect.arrayContaining([...filesOf(young.url), ...filesOf(taken.url)]));
    expect((await t.app.inject({ method: 'GET', url: taken.url })).statusCode).toBe(200);

    const late = await call(t.app, 'PUT', paths.updateProfile, owner, { mediaId: old.id });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(m.mediaNotFound);
    expect((await call(t.app, 'PUT', paths.updateProfile, owner, { mediaId: young.id })).statusCode).toBe(200);
  });

  it('go with the account that uploaded them', async () => {
    const leaver = await registerUser(t.app);
    const upload = await uploadAhead(t.app, leaver);
    const deleted = await call(t.app, 'DELETE', paths.me, leaver, { password: leaver.password });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: upload.url })).statusCode).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { users } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser } from '../support/accounts.ts';
import { multipartBody, type FilePart } from '../support/multipart.ts';
import { pngImage } from '../support/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const update = async (token: string | null, fields: Record<string, string>, files: FilePart[] = []) => {
  const { payload, headers } = await multipartBody(fields, files);
  return t.app.inject({ method: 'PUT', url: paths.updateProfile, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
};
const rowOf = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!;
const mediaFiles = () => readdir(path.join(t.dataDir, 'media'));

describe('PUT /api/users/update', () => {
  it('changes full name and bio and answers the own user', async () => {
    const { user, token, input } = await registerUser(t.app);
    const response = await update(token, { fullName: '  New Name ', bio: 'Loves cats' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user._id, fullName: 'New Name', bio: 'Loves cats', email: input.email });
    expect(await rowOf(user._id)).toMatchObject({ fullName: 'New Name', bio: 'Loves cats' });
  });

  it('leaves blank or absent fields as they were', async () => {
    const { user, token, input } = await registerUser(t.app);
    await update(token, { bio: 'Kept bio' });
    const response = await update(token, { fullName: '   ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fullName: input.fullName, bio: 'Kept bio', avatar: null });
    expect((await rowOf(user._id)).fullName).toBe(input.fullName);
  });

  it('stores an avatar under a server-made /media/ name and replaces the old file', async () => {
    const { user, token } = await registerUser(t.app);
    const first = await update(token, {}, [{ field: 'avatar', filename: '../../evil.png', content: await pngImage(), type: 'image/png' }]);
    expect(first.statusCode).toBe(200);
    const avatar: string = first.json().avatar;
    expect(avatar).toMatch(/^\/media\/[a-f0-9]{32}\.webp$/);
    expect((await rowOf(user._id)).avatar).toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);

    const second = await update(token, {}, [{ field: 'avatar', filename: 'b.png', content: await pngImage(30, 30) }]);
    const replaced: string = second.json().avatar;
    expect(replaced).not.toBe(avatar);
    expect((await t.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(404);
  });

  it('answers 400 for a full name or bio out of bounds, changing nothing and writing no file', async () => {
    const { user, token } = await registerUser(t.app);
    const before = await rowOf(user._id);
    const filesBefore = await mediaFiles();
    const short = await update(token, { fullName: 'A' }, [{ field: 'avatar', filename: 'a.png', content: await pngImage() }]);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ fullName: m.fullNameMin });
    const long = await update(token, { bio: 'b'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ bio: m.profileBioMax });
    expect(await rowOf(user._id)).toEqual(before);
    expect(await mediaFiles()).toEqual(filesBefore);
  });

  it('accepts the fields as JSON too, for clients that send no file', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({ method: 'PUT', url: paths.updateProfile, headers: bearer(token), payload: { bio: 'From JSON' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().bio).toBe('From JSON');
  });

  it('answers 401 without a token', async () => {
    expect((await update(null, { bio: 'x' })).statusCode).toBe(401);
  });
});

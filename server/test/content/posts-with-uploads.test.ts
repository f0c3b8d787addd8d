import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Post } from '#contract/entities.ts';
import { limits } from '#contract/limits.ts';
import { messages as m } from '#contract/messages.ts';
import { paths } from '#contract/paths.ts';
import { mediaUploads } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import { call, getPost, imageParts, sendForm, unknownId } from '../support/content-fixtures.ts';
import { photoPairs, uploadAhead } from '../support/uploads-ahead.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const text: [string, string][] = [
  ['title', 'Park'],
  ['body', 'Four photos'],
];
const publish = (author: Parameters<typeof sendForm>[3], pairs: [string, string][], files: Parameters<typeof sendForm>[5] = [], key?: string) =>
  sendForm(t.app, 'POST', paths.addPost, author, [...text, ...pairs], files, key ? { 'idempotency-key': key } : {});

describe('posts naming photos uploaded ahead (mediaIds)', () => {
  it('publishes the photos in order with their descriptions and sizes in media, beside images, and serves them', async () => {
    const author = await registerUser(t.app);
    const first = await uploadAhead(t.app, author, { alt: 'Rex on the beach', width: 400, height: 300 });
    const second = await uploadAhead(t.app, author, { alt: 'Ball', width: 200, height: 500 });
    const response = await publish(author, photoPairs([second.id, first.id], ['The ball, close up']));
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    expect(post.images).toEqual([second.url, first.url]);
    expect(post.media).toEqual([
      { url: second.url, alt: 'The ball, close up', width: 200, height: 500 },
      { url: first.url, alt: 'Rex on the beach', width: 400, height: 300 },
    ]);
    expect((await getPost(t.app, post._id)).json<Post>().media).toEqual(post.media);
    const [page] = (await t.app.inject({ method: 'GET', url: paths.userPosts(author.user._id) })).json<Post[]>();
    expect(page!.media).toEqual(post.media);
    for (const url of post.images) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const rows = await t.app.db.select().from(mediaUploads).where(eq(mediaUploads.userId, author.user._id));
    expect(rows.every((row) => row.takenAt !== null)).toBe(true);
  });

  it('after a drop at two of four photos, sends only the other two as files: the first two by id, in order', async () => {
    const author = await registerUser(t.app);
    const sent = [await uploadAhead(t.app, author, { alt: 'one' }), await uploadAhead(t.app, author, { alt: 'two', width: 500 })];
    const files = await imageParts('images', 2);
    const response = await publish(
      author,
      photoPairs(
        sent.map((upload) => upload.id),
        ['one', 'two', 'three', 'four'],
      ),
      files,
    );
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    expect(post.images).toHaveLength(4);
    expect(post.images.slice(0, 2)).toEqual(sent.map((upload) => upload.url));
    expect(post.media.map((photo) => photo.alt)).toEqual(['one', 'two', 'three', 'four']);
    expect(post.media.map((photo) => [photo.width, photo.height])).toEqual([
      [320, 240],
      [500, 240],
      [40, 30],
      [41, 30],
    ]);
    expect(await t.app.db.select().from(mediaUploads).where(eq(mediaUploads.userId, author.user._id))).toHaveLength(2);
  });

  it('takes the same fields in a JSON body, for a post without files', async () => {
    const author = await registerUser(t.app);
    const upload = await uploadAhead(t.app, author);
    const response = await call(t.app, 'POST', paths.addPost, author, { title: 'T', body: 'B', mediaIds: [upload.id], alts: ['Described'] });
    expect(response.statusCode).toBe(201);
    expect(response.json<Post>().media).toEqual([{ url: upload.url, alt: 'Described', width: upload.width, height: upload.height }]);
  });

  it('gives files their descriptions too, and photos without one an empty alt', async () => {
    const author = await registerUser(t.app);
    const response = await publish(author, [['alts[]', 'Sunset']], await imageParts('images', 2));
    expect(response.statusCode).toBe(201);
    expect(response.json<Post>().media.map((photo) => photo.alt)).toEqual(['Sunset', '']);
  });

  it("refuses another user's upload and an unknown id with 400, and takes none of the caller's own", async () => {
    const author = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await uploadAhead(t.app, author);
    const theirs = await uploadAhead(t.app, other);
    for (const id of [theirs.id, unknownId]) {
      const refused = await publish(author, photoPairs([mine.id, id]));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: m.mediaNotFound, errors: { mediaIds: m.mediaNotFound } });
    }
    const [row] = await t.app.db.select().from(mediaUploads).where(eq(mediaUploads.id, mine.id));
    expect(row!.takenAt).toBeNull();
    expect((await publish(author, photoPairs([mine.id]))).statusCode).toBe(201);
  });

  it('answers 409 for an upload another post took, and the stored answer for a retry of the post that took it', async () => {
    const author = await registerUser(t.app);
    const upload = await uploadAhead(t.app, author);
    const key = crypto.randomUUID();
    const taken = await publish(author, photoPairs([upload.id]), [], key);
    expect(taken.statusCode).toBe(201);
    const retried = await publish(author, photoPairs([upload.id]), [], key);
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual(taken.json());
    const other = await publish(author, photoPairs([upload.id]), [], crypto.randomUUID());
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ message: m.mediaTaken, errors: { mediaIds: m.mediaTaken } });
  });

  it('gives one upload to exactly one of two posts sent at once', async () => {
    const author = await registerUser(t.app);
    const upload = await uploadAhead(t.app, author);
    const answers = await Promise.all([publish(author, photoPairs([upload.id])), publish(author, photoPairs([upload.id]))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const posts = (await t.app.inject({ method: 'GET', url: paths.userPosts(author.user._id) })).json<Post[]>();
    expect(posts.map((post) => post.images)).toEqual([[upload.url]]);
  });

  it('refuses an id sent twice, a description over the limit, and more photos than a post takes', async () => {
    const author = await registerUser(t.app);
    const upload = await uploadAhead(t.app, author);
    const twice = await publish(author, photoPairs([upload.id, upload.id]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(m.mediaIdsRepeated);
    const long = await publish(author, photoPairs([upload.id], ['ok', 'x'.repeat(limits.alt.max + 1)]));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: m.altTooLong, errors: { 'alts.1': m.altTooLong } });
    const ids = Array.from({ length: limits.image.perPost }, () => crypto.randomUUID());
    const many = await publish(author, photoPairs(ids), await imageParts('images', 1));
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ message: m.tooManyImages });
  });
});

describe('editing a post with photos uploaded ahead', () => {
  it('keeps the listed images with new descriptions where given, then adds the uploads, then the files', async () => {
    const author = await registerUser(t.app);
    const created = (
      await publish(
        author,
        [
          ['alts[]', 'first'],
          ['alts[]', 'second'],
        ],
        await imageParts('images', 2),
      )
    ).json<Post>();
    const upload = await uploadAhead(t.app, author, { alt: 'new one' });
    const [first, second] = created.images;
    const response = await sendForm(
      t.app,
      'PUT',
      paths.post(created._id),
      author,
      [
        ['title', 'Edited'],
        ['body', 'Same walk'],
        ['oldImages', JSON.stringify([second, first])],
        ...photoPairs([upload.id], ['second, described again']),
      ],
      await imageParts('images', 1),
    );
    expect(response.statusCode).toBe(200);
    const post = response.json<Post>();
    expect(post.images).toEqual([second, first, upload.url, expect.any(String)]);
    expect(post.media.map((photo) => photo.alt)).toEqual(['second, described again', 'first', 'new one', '']);
    expect(post.media[0]).toMatchObject({ width: 41, height: 30 });
  });

  it('takes the edit in a JSON body, as a queued edit sends it: the kept images described first, then the uploads', async () => {
    const author = await registerUser(t.app);
    const created = (await publish(author, [['alts[]', 'on the sand']], await imageParts('images', 1))).json<Post>();
    const upload = await uploadAhead(t.app, author);
    const response = await call(t.app, 'PUT', paths.post(created._id), author, {
      title: 'Edited',
      body: 'Again',
      petId: null,
      oldImages: JSON.stringify(created.images),
      mediaIds: [upload.id],
      alts: ['still on the sand', 'shaking off water'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Post>().media.map((photo) => [photo.url, photo.alt])).toEqual([
      [created.images[0], 'still on the sand'],
      [upload.url, 'shaking off water'],
    ]);
  });
});

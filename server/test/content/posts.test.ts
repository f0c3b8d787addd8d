import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Post } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { comments, likes, postImages, posts, replies } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser } from '../support/accounts.ts';
import {
  addComment,
  addPet,
  addPost,
  addReply,
  call,
  filesOf,
  getPost,
  imageParts,
  mediaFiles,
  sendForm,
  unknownId,
} from '../support/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/posts/add_post', () => {
  it('creates the post with its images in order, the tagged pet and the author summary', async () => {
    const author = await registerUser(t.app);
    const pet = await addPet(t.app, author);
    const response = await sendForm(
      t.app,
      'POST',
      paths.addPost,
      author,
      { title: 'Beach day', body: '  Sand everywhere  ', petId: pet._id, user: author.user._id },
      await imageParts('images', 3),
    );
    expect(response.statusCode).toBe(201);
    const post = response.json<Post>();
    expect(post).toMatchObject({
      title: 'Beach day',
      body: 'Sand everywhere',
      petId: pet._id,
      pet: { _id: pet._id, name: pet.name, type: pet.type, image: pet.image },
      user: { _id: author.user._id, fullName: author.user.fullName, username: author.user.username, avatar: null },
      likedByMe: false,
      likesCount: 0,
      commentsCount: 0,
    });
    expect(post.images).toHaveLength(3);
    const rows = await t.app.db.select().from(postImages).where(eq(postImages.postId, post._id)).orderBy(postImages.position);
    expect(rows.map((row) => row.url)).toEqual(post.images);
    expect(await mediaFiles(t.dataDir)).toEqual(expect.arrayContaining(post.images.flatMap(filesOf)));
  });

  it('accepts older clients’ `pet` field and images sent as images[]', async () => {
    const author = await registerUser(t.app);
    const pet = await addPet(t.app, author, { image: false });
    const response = await sendForm(t.app, 'POST', paths.addPost, author, { body: 'Hello', pet: pet._id }, await imageParts('images[]', 2));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: '', petId: pet._id });
    expect(response.json<Post>().images).toHaveLength(2);
  });

  it('answers 400 for a blank body and a too long title', async () => {
    const author = await registerUser(t.app);
    const blank = await sendForm(t.app, 'POST', paths.addPost, author, { title: 'x', body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ body: m.postBodyRequired });
    const long = await sendForm(t.app, 'POST', paths.addPost, author, { title: 'x'.repeat(201), body: 'ok' });
    expect(long.json().errors).toEqual({ title: m.titleTooLong });
  });

  it('refuses tagging someone else’s pet (403) or an unknown pet (400), storing nothing', async () => {
    const [author, other] = [await registerUser(t.app), await registerUser(t.app)];
    const theirs = await addPet(t.app, other, { image: false });
    const before = await mediaFiles(t.dataDir);
    const foreign = await sendForm(t.app, 'POST', paths.addPost, author, { body: 'Mine now', petId: theirs._id }, await imageParts('images', 1));
    expect(foreign.statusCode).toBe(403);
    const unknown = await sendForm(t.app, 'POST', paths.addPost, author, { body: 'Ghost', petId: unknownId }, await imageParts('images', 1));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ petId: m.petNotFound });
    expect(await t.app.db.select().from(posts).where(eq(posts.userId, author.user._id))).toHaveLength(0);
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });

  it('refuses more than 10 images with 413 and keeps no file', async () => {
    const author = await registerUser(t.app);
    const before = await mediaFiles(t.dataDir);
    const response = await sendForm(t.app, 'POST', paths.addPost, author, { body: 'Too many' }, await imageParts('images', 11));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(m.tooManyImages);
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });

  it('refuses a user field naming someone else (403) and a visitor (401)', async () => {
    const [author, other] = [await registerUser(t.app), await registerUser(t.app)];
    expect((await sendForm(t.app, 'POST', paths.addPost, author, { body: 'x', user: other.user._id })).statusCode).toBe(403);
    expect((await sendForm(t.app, 'POST', paths.addPost, null, { body: 'x' })).statusCode).toBe(401);
  });

  it('one bad image among good ones stores none of them', async () => {
    const author = await registerUser(t.app);
    const before = await mediaFiles(t.dataDir);
    const files = [...(await imageParts('images', 2)), { field: 'images', filename: 'notes.jpg', content: 'not an image', type: 'image/jpeg' }];
    const response = await sendForm(t.app, 'POST', paths.addPost, author, { body: 'Mixed' }, files);
    expect(response.statusCode).toBe(415);
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });
});

describe('GET /api/posts/post/{postId}', () => {
  it('answers the post with its comments, each with its replies, newest first', async () => {
    const [author, fan] = [await registerUser(t.app), await registerUser(t.app)];
    const post = await addPost(t.app, author);
    const first = await addComment(t.app, fan, post._id, 'First');
    const second = await addComment(t.app, author, post._id, 'Second');
    const replyA = await addReply(t.app, author, post._id, first._id, 'Reply A');
    const replyB = await addReply(t.app, fan, post._id, first._id, 'Reply B');
    const response = await getPost(t.app, post._id);
    expect(response.statusCode).toBe(200);
    const detail = response.json<Post>();
    expect(detail.commentsCount).toBe(2);
    expect(detail.comments!.map((comment) => comment._id)).toEqual([second._id, first._id]);
    expect(detail.comments![1]).toMatchObject({
      content: 'First',
      user: { _id: fan.user._id, username: fan.user.username },
      replies: [
        { _id: replyB._id, content: 'Reply B', user: { _id: fan.user._id } },
        { _id: replyA._id, content: 'Reply A', user: { _id: author.user._id } },
      ],
    });
    expect(detail.comments![0]!.replies).toEqual([]);
  });

  it('answers 404 with the contract’s text for an unknown post and 400 for a malformed id', async () => {
    const unknown = await getPost(t.app, unknownId);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(m.postNotFound);
    expect((await getPost(t.app, '1234')).statusCode).toBe(400);
  });
});

describe('GET post lists', () => {
  it('lists a user’s posts and a pet’s posts, newest first, without comments', async () => {
    const author = await registerUser(t.app);
    const pet = await addPet(t.app, author, { image: false });
    const tagged = await addPost(t.app, author, { petId: pet._id, title: 'tagged' });
    const plain = await addPost(t.app, author, { title: 'plain' });
    const mine = await t.app.inject({ method: 'GET', url: paths.userPosts(author.user._id) });
    expect(mine.statusCode).toBe(200);
    expect(mine.json<Post[]>().map((post) => post._id)).toEqual([plain._id, tagged._id]);
    expect(mine.json<Post[]>()[0]).not.toHaveProperty('comments');
    const petPosts = await t.app.inject({ method: 'GET', url: paths.petPosts(pet._id) });
    expect(petPosts.json<Post[]>()).toEqual([tagged]);
  });

  it('the feed shows new posts first and the same shape as the detail', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author, { images: 2 });
    const feed = await t.app.inject({ method: 'GET', url: `${paths.posts}?limit=100` });
    expect(feed.statusCode).toBe(200);
    const page = feed.json<Post[]>();
    // Other test files may post meanwhile when they share the database.
    expect(page.find((item) => item._id === post._id)).toEqual(post);
    const ids = page.map((item) => item._id);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('answers the feed at /api/posts/ too, as older clients ask for it', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author);
    const response = await t.app.inject({ method: 'GET', url: `${paths.posts}/?limit=100` });
    expect(response.statusCode).toBe(200);
    expect(response.json<Post[]>().map((item) => item._id)).toContain(post._id);
  });

  it('answers 400 for a bad limit or cursor', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'before=nope', 'limit=1.5']) {
      const response = await t.app.inject({ method: 'GET', url: `${paths.posts}?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('PUT /api/posts/post/{postId}', () => {
  it('keeps the listed old images, appends new ones and removes the files of the others', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author, { images: 3 });
    const [a, b, c] = post.images as [string, string, string];
    const response = await sendForm(
      t.app,
      'PUT',
      paths.post(post._id),
      author,
      { title: 'Edited', body: 'New body', oldImages: JSON.stringify([c, a]) },
      await imageParts('images', 1),
    );
    expect(response.statusCode).toBe(200);
    const edited = response.json<Post>();
    expect(edited).toMatchObject({ _id: post._id, title: 'Edited', body: 'New body', petId: null });
    expect(edited.images.slice(0, 2)).toEqual([c, a]);
    expect(edited.images).toHaveLength(3);
    await vi.waitFor(async () => {
      const files = await mediaFiles(t.dataDir);
      for (const file of filesOf(b)) expect(files).not.toContain(file);
      expect(files).toEqual(expect.arrayContaining(edited.images.flatMap(filesOf)));
    });
    expect((await getPost(t.app, post._id)).json<Post>().images).toEqual(edited.images);
  });

  it('ignores old image urls that are not this post’s own', async () => {
    const author = await registerUser(t.app);
    const other = await addPost(t.app, author, { images: 1 });
    const post = await addPost(t.app, author, { images: 1 });
    const response = await sendForm(t.app, 'PUT', paths.post(post._id), author, {
      title: 'T',
      body: 'B',
      oldImages: JSON.stringify([...post.images, other.images[0], '/media/ffffffffffffffffffffffffffffffff.webp']),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Post>().images).toEqual(post.images);
    expect((await getPost(t.app, other._id)).json<Post>().images).toEqual(other.images);
  });

  it('refuses more than 10 images in all with 413 and changes nothing', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author, { images: 6 });
    const before = await mediaFiles(t.dataDir);
    const response = await sendForm(
      t.app,
      'PUT',
      paths.post(post._id),
      author,
      { title: 'T', body: 'B', oldImages: JSON.stringify(post.images) },
      await imageParts('images', 5),
    );
    expect(response.statusCode).toBe(413);
    expect((await getPost(t.app, post._id)).json<Post>()).toMatchObject({ title: post.title, images: post.images });
    expect(await mediaFiles(t.dataDir)).toEqual(before);
  });

  it('tags, retags and untags the author’s own pet', async () => {
    const author = await registerUser(t.app);
    const [rex, tom] = [await addPet(t.app, author, { name: 'Rex' }), await addPet(t.app, author, { name: 'Tom' })];
    const post = await addPost(t.app, author, { petId: rex._id });
    const retag = await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: 'T', body: 'B', petId: tom._id });
    expect(retag.json()).toMatchObject({ petId: tom._id, pet: { _id: tom._id, name: 'Tom' } });
    const untag = await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: 'T', body: 'B', petId: '' });
    expect(untag.json()).toMatchObject({ petId: null, pet: null });
  });

  it('answers 400 for the edit rules and bad oldImages', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author);
    const noTitle = await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: ' ', body: 'B' });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().errors).toEqual({ title: m.titleRequired });
    const longBody = await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: 'T', body: 'x'.repeat(1001) });
    expect(longBody.json().errors).toEqual({ body: m.postBodyTooLong });
    for (const oldImages of ['not json', '{"a":1}', '[1,2]']) {
      const bad = await sendForm(t.app, 'PUT', paths.post(post._id), author, { title: 'T', body: 'B', oldImages });
      expect(bad.statusCode, oldImages).toBe(400);
    }
  });

  it('answers 404 for an unknown post', async () => {
    const author = await registerUser(t.app);
    expect((await sendForm(t.app, 'PUT', paths.post(unknownId), author, { title: 'T', body: 'B' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/posts/post/{postId}', () => {
  it('removes the post with its images, likes, comments and replies, and its files', async () => {
    const [author, fan] = [await registerUser(t.app), await registerUser(t.app)];
    const before = await mediaFiles(t.dataDir);
    const post = await addPost(t.app, author, { images: 2 });
    expect((await call(t.app, 'POST', paths.like(post._id), fan)).statusCode).toBe(200);
    const comment = await addComment(t.app, fan, post._id);
    await addReply(t.app, author, post._id, comment._id);

    const response = await call(t.app, 'DELETE', paths.post(post._id), author);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: m.postDeleted });
    expect((await getPost(t.app, post._id)).statusCode).toBe(404);
    const { db } = t.app;
    expect(await db.select().from(postImages).where(eq(postImages.postId, post._id))).toHaveLength(0);
    expect(await db.select().from(likes).where(eq(likes.postId, post._id))).toHaveLength(0);
    expect(await db.select().from(comments).where(eq(comments.postId, post._id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(replies)
        .where(inArray(replies.commentId, [comment._id])),
    ).toHaveLength(0);
    await vi.waitFor(async () => expect(await mediaFiles(t.dataDir)).toEqual(before));
  });

  it('answers 404 for an unknown post', async () => {
    const author = await registerUser(t.app);
    expect((await call(t.app, 'DELETE', paths.post(unknownId), author)).statusCode).toBe(404);
  });

  it('a repeated delete with the same Idempotency-Key answers the stored 200', async () => {
    const author = await registerUser(t.app);
    const post = await addPost(t.app, author);
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await call(t.app, 'DELETE', paths.post(post._id), author, undefined, key);
    const again = await call(t.app, 'DELETE', paths.post(post._id), author, undefined, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
  });
});

import { readFile } from 'node:fs/promises';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { conversationIdOf } from '../../src/contract/conversation.ts';
import type { Comment, GalleryItem, Pet, Post, SessionUser } from '../../src/contract/entities.ts';
import { register } from './social.ts';

/**
 * Content as real people write it, for layout checks: long names, a long
 * unbroken word, text in both scripts, posts with one and four photos, pets
 * with a gallery, a conversation and notifications.
 */

/** 40 characters, the longest name people commonly have. */
export const longName = 'Alexandrina Konstantinopoulou-Whitfields';
/** A name long enough that a cramped row cuts it to a few letters. */
export const suggestedName = 'Carlotta Montgomery-Fairweather';
export const arabicName = 'ليلى عبد الرحمن الإسكندراني';
/** 60 letters with no break opportunity. */
export const longWord = 'Supercalifragilisticexpialidociousfluffywonderfulpuppydogwoo';

export const englishPostTitle = 'Mimi got her vaccines today.';
export const englishPostBody = 'Mimi got her vaccines today. Brave girl!';
export const arabicPostTitle = 'أخذت ميمي لقاحاتها اليوم.';
export const arabicPostBody = 'أخذت ميمي لقاحاتها اليوم. يا لها من فتاة شجاعة!';

export interface RichContent {
  /** The reader: a 40-character name, two pets, posts, a chat with `friend`. */
  me: SessionUser;
  /** Follows `me` and is followed back; writes in Arabic. */
  friend: SessionUser;
  /** Not followed by `me`, so listed in suggested accounts. */
  stranger: SessionUser;
  /** English text, one photo, tagged with `pet`. */
  onePhotoPost: Post;
  /** Four photos of different shapes, comments and replies; written by `me`. */
  fourPhotoPost: Post;
  /** Arabic text and one photo, written by `friend`. */
  arabicPost: Post;
  pet: Pet;
  conversationId: string;
}

const bearer = (user: SessionUser) => ({ authorization: `Bearer ${user.token}` });

async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** A real photo-like image: one of the landing page's illustrations, at the given size and format. */
async function photo(sample: string, width: number, height: number, format: 'jpeg' | 'png') {
  const svg = await readFile(new URL(`../../public/samples/${sample}.svg`, import.meta.url));
  const image = sharp(svg, { density: 150 }).resize(width, height, { fit: 'cover' });
  const buffer = await (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
  return { name: `${sample}.${format === 'jpeg' ? 'jpg' : 'png'}`, mimeType: `image/${format}`, buffer };
}

async function addPost(request: APIRequestContext, author: SessionUser, fields: Record<string, string>, photos: Awaited<ReturnType<typeof photo>>[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of photos) form.append('images', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  const response = await request.post('/api/posts/add_post', { headers: bearer(author), multipart: form });
  return (await (await ok(response, 'add_post')).json()) as Post;
}

async function addPet(request: APIRequestContext, owner: SessionUser, fields: Record<string, string>, image: Awaited<ReturnType<typeof photo>>) {
  const response = await request.post('/api/pets/add_pet', { headers: bearer(owner), multipart: { ...fields, image } });
  return (await (await ok(response, 'add_pet')).json()) as Pet;
}

async function comment(request: APIRequestContext, author: SessionUser, postId: string, content: string) {
  const response = await request.post(`/api/posts/post/${postId}/comments`, { headers: bearer(author), data: { content } });
  return ((await (await ok(response, 'comment')).json()) as { comment: Comment }).comment;
}

async function reply(request: APIRequestContext, author: SessionUser, postId: string, commentId: string, content: string) {
  await ok(await request.post(`/api/posts/post/${postId}/comments/${commentId}/replies`, { headers: bearer(author), data: { content } }), 'reply');
}

async function follow(request: APIRequestContext, follower: SessionUser, target: SessionUser) {
  await ok(await request.put(`/api/users/follow/${target._id}`, { headers: bearer(follower) }), 'follow');
}

async function send(request: APIRequestContext, sender: SessionUser, receiver: SessionUser, content: string) {
  await ok(await request.post('/api/messages/add_message', { headers: bearer(sender), data: { receiver: receiver._id, content } }), 'message');
}

/** Seeds one reader's world through the API; every account is new, so workers never share it. */
export async function seedRichContent(request: APIRequestContext): Promise<RichContent> {
  const [registered, friend, stranger] = await Promise.all([
    register(request, longName),
    register(request, arabicName),
    register(request, suggestedName),
  ]);

  const profile = await request.put('/api/users/update', {
    headers: bearer(registered),
    multipart: {
      bio: `Cat person, ${longWord}, and part-time dog walker. أحب القطط أيضًا.`,
      avatar: await photo('cat-sun', 320, 320, 'jpeg'),
    },
  });
  const me = { ...registered, ...((await (await ok(profile, 'update profile')).json()) as Partial<SessionUser>), token: registered.token };
  await ok(
    await request.put('/api/users/update', {
      headers: bearer(friend),
      multipart: { bio: 'أحب الكلاب والقطط. أعيش في القاهرة مع كلبي ريكس.', avatar: await photo('dog-ball', 320, 320, 'png') },
    }),
    'update friend profile',
  );

  const pet = await addPet(
    request,
    me,
    { name: 'Mimi', type: 'cat', breed: 'Scottish Fold', age: '14', bio: `Naps in boxes, ${longWord}. تحب الشمس.` },
    await photo('cat-box', 800, 600, 'jpeg'),
  );
  await addPet(request, me, { name: 'Biscuit', type: 'dog', breed: 'Beagle', age: '4', bio: '' }, await photo('puppy-home', 600, 800, 'png'));
  for (const [sample, format] of [
    ['cat-sun', 'jpeg'],
    ['cat-box', 'png'],
    ['dog-nap', 'jpeg'],
  ] as const) {
    const upload = await request.post('/api/gallery/upload', {
      headers: bearer(me),
      multipart: { petId: pet._id, image: await photo(sample, 900, 700, format) },
    });
    (await (await ok(upload, 'gallery upload')).json()) as GalleryItem;
  }

  const fourPhotoPost = await addPost(
    request,
    me,
    { title: 'Four photos from the beach', body: 'Sand, sea and a very tired dog at the end of the day.' },
    [
      await photo('dog-beach', 1600, 900, 'jpeg'),
      await photo('dog-ball', 600, 900, 'png'),
      await photo('dog-nap', 1000, 1000, 'jpeg'),
      await photo('puppy-home', 1200, 800, 'png'),
    ],
  );
  await addPost(request, me, { title: `A word: ${longWord}`, body: `${longWord}${longWord}` }, []);
  const onePhotoPost = await addPost(request, me, { title: englishPostTitle, body: englishPostBody, petId: pet._id }, [
    await photo('cat-sun', 1200, 900, 'jpeg'),
  ]);
  const arabicPost = await addPost(request, friend, { title: arabicPostTitle, body: arabicPostBody }, [await photo('cat-box', 1024, 768, 'jpeg')]);

  await follow(request, friend, me);
  await follow(request, me, friend);
  await follow(request, stranger, me);
  await ok(await request.post(`/api/posts/like/${fourPhotoPost._id}`, { headers: bearer(friend) }), 'like');
  await ok(await request.post(`/api/posts/like/${onePhotoPost._id}`, { headers: bearer(stranger) }), 'like');
  const first = await comment(request, friend, fourPhotoPost._id, 'صور جميلة! كم عمر الكلب؟');
  await comment(request, stranger, fourPhotoPost._id, `What a day. ${longWord}`);
  await reply(request, me, fourPhotoPost._id, first._id, 'He is four years old. Thank you!');
  await reply(request, friend, fourPhotoPost._id, first._id, `ما شاء الله. ${longWord}`);
  await comment(request, me, arabicPost._id, 'Get well soon, Mimi!');

  await send(request, friend, me, 'مرحبا! كيف حال ميمي بعد اللقاح؟');
  await send(request, me, friend, 'She is fine, just sleepy. Thanks for asking!');
  await send(request, friend, me, `${longWord} — that is how fluffy Rex is today.`);

  return { me, friend, stranger, onePhotoPost, fourPhotoPost, arabicPost, pet, conversationId: conversationIdOf(me._id, friend._id) };
}

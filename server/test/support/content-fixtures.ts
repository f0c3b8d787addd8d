import path from 'node:path';
import { readdir } from 'node:fs/promises';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Comment, GalleryItem, Pet, Post, Reply } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { bearer, registerUser, type RegisteredUser } from './accounts.ts';
import { multipartBody, type FilePart } from './multipart.ts';
import { pngImage } from './images.ts';

export type Caller = RegisteredUser | null;

/** Headers for a caller; null is a visitor. */
/** A well-formed id that no row has. */
export const unknownId = '0190a0a0-0000-7000-8000-000000000000';

export const as = (caller: Caller, extra: Record<string, string> = {}) => ({ ...(caller ? bearer(caller.token) : {}), ...extra });

export const imageParts = async (field: string, count: number): Promise<FilePart[]> =>
  Promise.all(
    Array.from({ length: count }, async (_, i) => ({ field, filename: `photo-${i}.png`, content: await pngImage(40 + i, 30), type: 'image/png' })),
  );

/** A multipart request as a browser would send it. */
export async function sendForm(
  app: FastifyInstance,
  method: 'POST' | 'PUT',
  url: string,
  caller: Caller,
  fields: Record<string, string> | [string, string][],
  files: FilePart[] = [],
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const body = await multipartBody(fields, files);
  return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...as(caller, headers) } });
}

export const call = (
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  caller: Caller,
  payload?: object,
  headers: Record<string, string> = {},
) => app.inject({ method, url, headers: as(caller, headers), ...(payload !== undefined && { payload }) });

function expectStatus(response: LightMyRequestResponse, status: number) {
  if (response.statusCode !== status) throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return response;
}

export async function addPet(app: FastifyInstance, owner: RegisteredUser, options: { name?: string; image?: boolean } = {}): Promise<Pet> {
  const files = options.image === false ? [] : await imageParts('image', 1);
  const fields = { name: options.name ?? 'Rex', type: 'Dog', breed: 'Beagle', age: '4', bio: 'Good boy' };
  return expectStatus(await sendForm(app, 'POST', paths.addPet, owner, fields, files), 201).json<Pet>();
}

export async function addPost(
  app: FastifyInstance,
  author: RegisteredUser,
  options: { title?: string; body?: string; petId?: string; images?: number } = {},
): Promise<Post> {
  const fields: Record<string, string> = { title: options.title ?? 'A walk', body: options.body ?? 'We went to the park.' };
  if (options.petId) fields.petId = options.petId;
  const files = await imageParts('images', options.images ?? 0);
  return expectStatus(await sendForm(app, 'POST', paths.addPost, author, fields, files), 201).json<Post>();
}

export async function addGalleryItem(app: FastifyInstance, owner: RegisteredUser, petId: string): Promise<GalleryItem> {
  const files = await imageParts('image', 1);
  return expectStatus(await sendForm(app, 'POST', paths.galleryUpload, owner, { petId }, files), 201).json<GalleryItem>();
}

export async function addComment(app: FastifyInstance, caller: RegisteredUser, postId: string, content = 'Lovely!'): Promise<Comment> {
  return expectStatus(await call(app, 'POST', paths.comments(postId), caller, { content }), 201).json<{ comment: Comment }>().comment;
}

export async function addReply(app: FastifyInstance, caller: RegisteredUser, postId: string, commentId: string, content = 'Thanks!'): Promise<Reply> {
  return expectStatus(await call(app, 'POST', paths.replies(postId, commentId), caller, { content }), 201).json<{ reply: Reply }>().reply;
}

/** The post as a visitor sees it, or as `viewer` does (their own like as a flag). */
export const getPost = async (app: FastifyInstance, postId: string, viewer?: { token: string }) =>
  app.inject({ method: 'GET', url: paths.post(postId), headers: viewer ? { authorization: `Bearer ${viewer.token}` } : {} });

/** Files under dataDir/media: every stored image is two (full and small). */
export async function mediaFiles(dataDir: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'media')).catch(() => [] as string[])).sort();
}

/** The file names behind a media url, as the store writes them. */
export const filesOf = (url: string) => {
  const name = url.slice(url.lastIndexOf('/') + 1).split('?')[0]!;
  return [name, name.replace(/\.webp$/, '.small.webp')];
};

export const users = (app: FastifyInstance, count: number) => Promise.all(Array.from({ length: count }, () => registerUser(app)));

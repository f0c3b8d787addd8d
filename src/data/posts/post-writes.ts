import type { Post } from '@/contract/entities.ts';
import { postAddPost } from '../api/add-post.ts';
import { deletePostCall } from '../api/delete-post.ts';
import { putPost } from '../api/update-post.ts';
import { db } from '../db.ts';
import { postRow } from './post-rows.ts';
import type { Sending } from '../upload.ts';
import { forgetPost } from './posts.ts';
import { appendPhotos, type PhotoToSend } from '../photos/photo-to-send.ts';

export interface PostFields {
  title: string;
  body: string;
  petId: string | null;
}

type Progress = (fraction: number) => void;

/** A photo the post keeps on an edit, with its description (which may have changed). */
export interface KeptPhoto {
  url: string;
  alt: string;
}

function postForm(fields: PostFields): FormData {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('body', fields.body);
  if (fields.petId) form.set('petId', fields.petId);
  return form;
}

/** Uploads a new post (an online operation) and stores the server's answer; pass the form's submission key. */
export async function createPost(fields: PostFields, photos: readonly PhotoToSend[], sending: Sending = {}): Promise<Post> {
  const form = postForm(fields);
  await appendPhotos(form, 'images', photos);
  const post = await postAddPost(form, sending);
  await db.posts.put(postRow(post));
  return post;
}

/** `kept` lists the stored photos that stay, described anew; `photos` are added after them. */
export async function updatePost(
  postId: string,
  fields: PostFields,
  kept: readonly KeptPhoto[],
  photos: readonly PhotoToSend[],
  onProgress?: Progress,
): Promise<Post> {
  const form = postForm(fields);
  form.set('oldImages', JSON.stringify(kept.map((photo) => photo.url)));
  for (const photo of kept) form.append('alts', photo.alt.trim());
  await appendPhotos(form, 'images', photos);
  const post = await putPost(postId, form, { onProgress });
  await db.posts.put(postRow(post));
  return post;
}

export async function deletePost(postId: string): Promise<void> {
  await deletePostCall(postId);
  await forgetPost(postId);
}

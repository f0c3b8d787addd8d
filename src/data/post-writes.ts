import type { Post } from '@/contract/entities.ts';
import { postAddPost } from './api/add-post.ts';
import { deletePostCall } from './api/delete-post.ts';
import { putPost } from './api/update-post.ts';
import { db } from './db.ts';
import { postRow } from './post-rows.ts';
import type { Sending } from './upload.ts';
import { forgetPost } from './posts.ts';

export interface PostFields {
  title: string;
  body: string;
  petId: string | null;
}

type Progress = (fraction: number) => void;

function postForm(fields: PostFields, files: readonly File[]): FormData {
  const form = new FormData();
  form.set('title', fields.title);
  form.set('body', fields.body);
  if (fields.petId) form.set('petId', fields.petId);
  for (const file of files) form.append('images', file, file.name);
  return form;
}

/** Uploads a new post (an online operation) and stores the server's answer; pass the form's submission key. */
export async function createPost(fields: PostFields, files: readonly File[], sending: Sending = {}): Promise<Post> {
  const post = await postAddPost(postForm(fields, files), sending);
  await db.posts.put(postRow(post));
  return post;
}

/** `kept` lists the old image urls that stay; `files` are added after them. */
export async function updatePost(
  postId: string,
  fields: PostFields,
  kept: readonly string[],
  files: readonly File[],
  onProgress?: Progress,
): Promise<Post> {
  const form = postForm(fields, files);
  form.set('oldImages', JSON.stringify(kept));
  const post = await putPost(postId, form, { onProgress });
  await db.posts.put(postRow(post));
  return post;
}

export async function deletePost(postId: string): Promise<void> {
  await deletePostCall(postId);
  await forgetPost(postId);
}

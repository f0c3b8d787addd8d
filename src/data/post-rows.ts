import type { Post } from '@/contract/entities.ts';

/** A post as kept in IndexedDB: comments live in their own table. */
export function postRow(post: Post): Post {
  const { comments: _comments, ...row } = post;
  return row;
}

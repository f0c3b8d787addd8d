import type { Post } from '@/contract/entities.ts';

/** A post as kept in IndexedDB: comments live in their own table. */
export interface PostRow extends Post {
  /** Set while an edit made offline waits in the outbox: that row's id (its new photos are kept with it). */
  editedBy?: string;
}

export function postRow(post: Post): Post {
  const { comments: _comments, ...row } = post;
  return row;
}

/** What an edit changes of a post: kept as edited while the edit waits, whatever the server's copy says. */
export const editedFields = (post: PostRow) => ({
  title: post.title,
  body: post.body,
  petId: post.petId,
  pet: post.pet,
  tags: post.tags,
  images: post.images,
  media: post.media,
  editedBy: post.editedBy,
});

/**
 * The server's posts as they are to be stored: a post with an edit still
 * waiting keeps its edited fields (and takes the server's counts), so a page
 * read from the server does not undo what the person sees they changed.
 */
export async function withWaitingEdits(
  table: { bulkGet(ids: string[]): PromiseLike<(PostRow | undefined)[]> },
  rows: readonly Post[],
): Promise<PostRow[]> {
  if (rows.length === 0) return [];
  const stored = await table.bulkGet(rows.map((row) => row._id));
  return rows.map((row, index) => {
    const edited = stored[index];
    return edited?.editedBy ? { ...row, ...editedFields(edited) } : row;
  });
}

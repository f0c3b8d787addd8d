import type { Post } from '@/contract/entities.ts';
import type { PostRow } from '@/data/posts/post-rows.ts';
import { useLocalPhotos, useWaitingRow, type LocalPhoto, type WaitingRow } from '@/data/waiting-rows.ts';

export interface WaitingEdit {
  row: WaitingRow;
  /** The photos the edit adds, drawn from the device. */
  photos: LocalPhoto[];
}

/** One's own post with an edit made offline still waiting: its row and new photos; null when none waits, undefined while reading. */
export function useWaitingEdit(post: PostRow, userId: string): WaitingEdit | null | undefined {
  const rowId = post.user._id === userId ? (post.editedBy ?? null) : null;
  const row = useWaitingRow(rowId);
  const photos = useLocalPhotos(row ? rowId : null);
  if (row === undefined) return undefined;
  return row ? { row, photos } : null;
}

/** The post as shown while its edit waits: the kept photos, then the new ones from the device. */
export const withEditPhotos = <T extends Post>(post: T, edit: WaitingEdit | null | undefined): T =>
  edit && edit.photos.length > 0
    ? { ...post, media: [...post.media, ...edit.photos], images: [...post.images, ...edit.photos.map((photo) => photo.url)] }
    : post;

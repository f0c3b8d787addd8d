import * as v from 'valibot';
import { paths } from '@/contract/paths.ts';
import { mediaUploadAnswer } from '@/contract/schemas/responses/media.ts';
import { db } from '../db.ts';
import { rowPhotos } from './row-photos.ts';
import { UnreadableAnswer } from './unreadable-answer.ts';

/** The calls a row may make before its own, with the flush's token; they fail as the transport does. */
export interface AheadCalls {
  upload(path: string, form: FormData, idempotencyKey: string): Promise<{ status: number; data: unknown }>;
}

/** What a post, pet or gallery call names its photos by once they are up. */
export interface UploadedPhotos {
  mediaIds: string[];
  alts: string[];
}

const fileName = (blob: Blob, index: number) => `photo-${index + 1}.${blob.type === 'image/png' ? 'png' : 'jpg'}`;

/**
 * Uploads the row's photos the server does not have yet, one at a time, each
 * id recorded on its photo as it arrives: a connection lost after two of four
 * leaves two to send next time. Each upload's key is its photo's id, so an
 * upload whose answer was lost is not stored twice.
 */
export async function uploadRowPhotos(rowId: string, calls: AheadCalls): Promise<UploadedPhotos> {
  const photos = await rowPhotos(rowId);
  const mediaIds: string[] = [];
  for (const photo of photos) {
    let { mediaId } = photo;
    if (!mediaId) {
      const form = new FormData();
      form.set('image', photo.blob, fileName(photo.blob, photo.index));
      form.set('alt', photo.alt);
      const { status, data } = await calls.upload(paths.media, form, photo.id);
      const answer = v.safeParse(mediaUploadAnswer, data);
      if (!answer.success) throw new UnreadableAnswer(status);
      mediaId = answer.output.id;
      await db.outboxPhotos.update(photo.id, { mediaId });
    }
    mediaIds.push(mediaId);
  }
  return { mediaIds, alts: photos.map((photo) => photo.alt) };
}

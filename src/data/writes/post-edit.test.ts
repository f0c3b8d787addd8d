import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Post, UserSummary } from '@/contract/entities.ts';
import { db } from '../db.ts';
import { flushOutbox } from '../outbox/flush.ts';
import { jsonAnswer, photoServer, type SentPhotos } from '../outbox/test-photo-server.ts';
import { withWaitingEdits } from '../posts/post-rows.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import type { SentCall } from '../transport/sent-call.ts';
import './all-kinds.ts';
import { queuePostEdit } from './post-edit.ts';

const ann: UserSummary = { _id: '00000000-0000-4000-8000-00000000a001', fullName: 'Ann Lee', username: 'ann', avatar: null };
const mediaId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const postId = '00000000-0000-4000-8000-0000000000f1';
const photoOf = (n: number) => ({ url: `/media/${mediaId(n)}.jpg`, alt: `Photo ${n}`, width: 800, height: 600 });
const stored: Post = {
  _id: postId,
  title: 'Beach day',
  body: 'Rex found the #sea',
  images: [photoOf(1).url, photoOf(2).url],
  media: [photoOf(1), photoOf(2)],
  pet: null,
  petId: null,
  user: ann,
  tags: ['sea'],
  likedByMe: false,
  likesCount: 3,
  commentsCount: 1,
  createdAt: '2026-02-01T10:00:00.000Z',
};
const fields = { title: 'Beach day, again', body: 'Rex loves the #waves', petId: null };
const kept = [{ ...photoOf(2), alt: 'Rex shaking off water' }];
const newPhoto = { blob: new Blob(['jpeg 9'], { type: 'image/jpeg' }), alt: 'Rex asleep after', width: 2048, height: 1536 };

/** The server's post after the edit it was sent: the kept images, then the uploaded ones. */
const editedPost = (sent: SentPhotos & { oldImages: string }): Post => {
  const urls = [...(JSON.parse(sent.oldImages) as string[]), ...sent.mediaIds.map((id) => `/media/${id}.jpg`)];
  return {
    ...stored,
    ...fields,
    tags: ['waves'],
    images: urls,
    media: urls.map((url, index) => ({ url, alt: sent.alts[index] ?? '', width: 800, height: 600 })),
  };
};

const server = (answer?: (call: SentCall) => Response) =>
  photoServer({ mediaId: (n) => mediaId(8 + n), created: (sent) => editedPost(sent as SentPhotos & { oldImages: string }), answer });
const flush = (fetcher: typeof fetch) => flushOutbox({ session: () => ({ userId: ann._id, token: 't' }), transport: fetchTransport(fetcher) });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(stored);
});

describe('a post edited offline', () => {
  it('shows its new text and kept photos at once, marked with the row', async () => {
    const row = await queuePostEdit(stored, fields, kept, null, [newPhoto]);
    expect(await db.posts.get(postId)).toMatchObject({
      ...fields,
      tags: ['waves'],
      images: [photoOf(2).url],
      media: kept,
      editedBy: row.id,
      likesCount: 3,
    });
  });

  it('keeps the edit over the server’s copy while it waits, with the server’s counts', async () => {
    const row = await queuePostEdit(stored, fields, kept, null, [newPhoto]);
    const [merged] = await withWaitingEdits(db.posts, [{ ...stored, likesCount: 7 }]);
    expect(merged).toMatchObject({ title: fields.title, media: kept, editedBy: row.id, likesCount: 7 });
  });

  it('uploads the new photo, then sends the kept images with their descriptions first and the new one after', async () => {
    const row = await queuePostEdit(stored, fields, kept, null, [newPhoto]);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => [call.method, call.path, call.headers.get('idempotency-key')])).toEqual([
      ['POST', '/api/media', `${row.id}.photo-0`],
      ['PUT', `/api/posts/post/${postId}`, row.id],
    ]);
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({
      ...fields,
      oldImages: JSON.stringify([photoOf(2).url]),
      mediaIds: [mediaId(9)],
      alts: ['Rex shaking off water', 'Rex asleep after'],
    });
    const after = await db.posts.get(postId);
    expect(after?.images).toEqual([photoOf(2).url, `/media/${mediaId(9)}.jpg`]);
    expect(after?.editedBy).toBeUndefined();
  });

  it('is undone when the server refuses it', async () => {
    await queuePostEdit(stored, fields, kept, null, []);
    expect(await flush(server(() => jsonAnswer(403, { message: 'Forbidden' })).fetcher)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    const after = await db.posts.get(postId);
    expect(after).toEqual(stored);
  });
});

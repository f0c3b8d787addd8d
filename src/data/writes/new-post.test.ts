import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Post, UserSummary } from '@/contract/entities.ts';
import { messages } from '@/contract/messages.ts';
import { db } from '../db.ts';
import { flushOutbox } from '../outbox/flush.ts';
import { discardWrite } from '../outbox/queue.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { jsonAnswer, photoServer } from '../outbox/test-photo-server.ts';
import type { SentCall } from '../transport/sent-call.ts';
import './all-kinds.ts';
import { queuePost } from './new-post.ts';

const ann: UserSummary = { _id: '00000000-0000-4000-8000-00000000a001', fullName: 'Ann Lee', username: 'ann', avatar: null };
const mediaId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const photo = (n: number) => ({ blob: new Blob([`jpeg ${n}`], { type: 'image/jpeg' }), alt: `Photo ${n}`, width: 2048, height: 1536 });
const fields = { title: 'Beach day', body: 'Rex found the #sea', petId: null };

const serverPost = (mediaIds: string[]): Post => ({
  _id: '00000000-0000-4000-8000-0000000000f1',
  ...fields,
  images: mediaIds.map((mid) => `/media/${mid}.jpg`),
  media: mediaIds.map((mid, index) => ({ url: `/media/${mid}.jpg`, alt: `Photo ${index + 1}`, width: 2048, height: 1536 })),
  pet: null,
  user: ann,
  tags: ['sea'],
  likedByMe: false,
  likesCount: 0,
  commentsCount: 0,
  createdAt: '2026-02-01T10:00:00.000Z',
});

/**
 * The server: each upload answers the next media id (from `firstMedia`), unless
 * `drop` says the connection is lost on that upload (counted from 1); the post answers `post`.
 */
const server = (options: { drop?: number; firstMedia?: number; post?: (call: SentCall) => Response } = {}) =>
  photoServer({
    mediaId: (upload) => mediaId((options.firstMedia ?? 1) + upload - 1),
    drop: options.drop,
    created: (sent) => serverPost(sent.mediaIds),
    answer: options.post,
  });

const flush = (fetcher: typeof fetch) => flushOutbox({ session: () => ({ userId: ann._id, token: 't' }), transport: fetchTransport(fetcher) });
const keys = (calls: SentCall[]) => calls.map((call) => [call.path, call.headers.get('idempotency-key')]);

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('a post queued with photos', () => {
  it('shows at once, marked by its row, with its photos kept as blobs', async () => {
    const row = await queuePost(fields, [photo(1), photo(2), photo(3)], ann, null);
    expect(await db.posts.get(row.id)).toMatchObject({ _id: row.id, title: 'Beach day', user: ann, media: [], tags: ['sea'] });
    const kept = await db.outboxPhotos.where('rowId').equals(row.id).sortBy('index');
    expect(kept.map((item) => [item.alt, item.blob.size])).toEqual([
      ['Photo 1', 6],
      ['Photo 2', 6],
      ['Photo 3', 6],
    ]);
  });

  it('sends each photo first, then the post naming them, and forgets the blobs once sent', async () => {
    const row = await queuePost(fields, [photo(1), photo(2)], ann, null);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(keys(calls)).toEqual([
      ['/api/media', `${row.id}.photo-0`],
      ['/api/media', `${row.id}.photo-1`],
      ['/api/posts/add_post', row.id],
    ]);
    expect(JSON.parse(calls[2]?.body ?? '')).toEqual({ ...fields, mediaIds: [mediaId(1), mediaId(2)], alts: ['Photo 1', 'Photo 2'] });
    expect(await db.posts.get(row.id)).toBeUndefined();
    expect(await db.posts.get('00000000-0000-4000-8000-0000000000f1')).toMatchObject({ title: 'Beach day' });
    expect(await db.outboxPhotos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('after a drop during photo 3 of 3, uploads only photo 3 next time', async () => {
    const row = await queuePost(fields, [photo(1), photo(2), photo(3)], ann, null);
    const first = server({ drop: 3 });
    expect(await flush(first.fetcher)).toEqual({ sent: 0, failed: 0, waiting: 1 });
    const kept = await db.outboxPhotos.where('rowId').equals(row.id).sortBy('index');
    expect(kept.map((item) => item.mediaId)).toEqual([mediaId(1), mediaId(2), undefined]);

    await db.outbox.update(row.id, { nextAttemptAt: new Date(0).toISOString() });
    const second = server({ firstMedia: 3 });
    expect(await flush(second.fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(keys(second.calls)).toEqual([
      ['/api/media', `${row.id}.photo-2`],
      ['/api/posts/add_post', row.id],
    ]);
    expect(JSON.parse(second.calls[1]?.body ?? '').mediaIds).toEqual([mediaId(1), mediaId(2), mediaId(3)]);
  });

  it('fails, not retries, when the server says a photo is already used (409 mediaTaken), keeping the photos for a retry', async () => {
    const row = await queuePost(fields, [photo(1)], ann, null);
    const taken = () =>
      jsonAnswer(409, {
        message: 'This uploaded photo is already used elsewhere',
        errors: { mediaIds: 'This uploaded photo is already used elsewhere' },
      });
    expect(await flush(server({ post: taken }).fetcher)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed', failure: { status: 409 } });
    expect(await db.posts.get(row.id)).toBeUndefined();
    expect(await db.outboxPhotos.count()).toBe(1);

    await discardWrite(row.id);
    expect(await db.outboxPhotos.count()).toBe(0);
  });

  it('fails, keeping its photos for a retry, when an upload is answered by something else than the server (a portal’s page)', async () => {
    const row = await queuePost(fields, [photo(1), photo(2)], ann, null);
    const portal = (async () =>
      new Response('<html>Sign in to use this Wi-Fi</html>', { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch;
    expect(await flush(portal)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed', failure: { status: 200, message: messages.answerUnreadable } });
    expect(await db.posts.get(row.id)).toBeUndefined();
    expect((await db.outboxPhotos.toArray()).map((item) => item.mediaId)).toEqual([undefined, undefined]);
  });

  it('retries a plain 409 (the first try still running on the server)', async () => {
    await queuePost(fields, [photo(1)], ann, null);
    const running = () => jsonAnswer(409, { message: 'Still working on the first try' });
    expect(await flush(server({ post: running }).fetcher)).toEqual({ sent: 0, failed: 0, waiting: 1 });
  });
});

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { GalleryItem } from '@/contract/entities.ts';
import { db } from '../db.ts';
import { flushOutbox } from '../outbox/flush.ts';
import { discardWrite, retryWrite } from '../outbox/queue.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { jsonAnswer, photoServer, type SentPhotos } from '../outbox/test-photo-server.ts';
import type { SentCall } from '../transport/sent-call.ts';
import './all-kinds.ts';
import { queueGalleryPhoto } from './gallery-photo.ts';

const annId = '00000000-0000-4000-8000-00000000a001';
const petId = '00000000-0000-4000-8000-0000000000f1';
const mediaId = '00000000-0000-4000-8000-000000000001';
const itemId = '00000000-0000-4000-8000-0000000000c1';
const photo = { blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }), alt: 'Rex asleep in the sun', width: 2048, height: 1536 };

const serverItem = (sent: SentPhotos): GalleryItem => ({
  _id: itemId,
  image: `/media/${sent.mediaIds[0]}.jpg`,
  alt: sent.alts[0] ?? '',
  pet: petId,
  createdAt: '2026-02-01T10:00:00.000Z',
});

/** The server: the upload answers `mediaId`, or loses the connection when `drop`; the gallery answers `gallery`. */
const server = (options: { drop?: boolean; gallery?: (call: SentCall) => Response } = {}) =>
  photoServer({ mediaId: () => mediaId, drop: options.drop ? 1 : undefined, created: serverItem, answer: options.gallery });

const flush = (fetcher: typeof fetch) => flushOutbox({ session: () => ({ userId: annId, token: 't' }), transport: fetchTransport(fetcher) });
const galleryIds = () => db.gallery.where('pet').equals(petId).primaryKeys();

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('a gallery photo queued offline', () => {
  it('shows at once in the pet’s gallery under the row’s id, its photo kept as a blob', async () => {
    const row = await queueGalleryPhoto(petId, photo, annId);
    expect(await db.gallery.get(row.id)).toEqual({ _id: row.id, image: '', alt: '', pet: petId, createdAt: row.createdAt });
    const kept = await db.outboxPhotos.where('rowId').equals(row.id).toArray();
    expect(kept.map((item) => [item.alt, item.blob.size])).toEqual([['Rex asleep in the sun', 10]]);
  });

  it('uploads the photo, then adds it to the gallery by id with its description, and shows the server’s item instead', async () => {
    const row = await queueGalleryPhoto(petId, photo, annId);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => [call.method, call.path, call.headers.get('idempotency-key')])).toEqual([
      ['POST', '/api/media', `${row.id}.photo-0`],
      ['POST', '/api/gallery/upload', row.id],
    ]);
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ petId, mediaIds: [mediaId], alts: ['Rex asleep in the sun'] });
    expect(await galleryIds()).toEqual([itemId]);
    expect(await db.gallery.get(itemId)).toMatchObject({ image: `/media/${mediaId}.jpg`, alt: 'Rex asleep in the sun' });
    expect(await db.outboxPhotos.count()).toBe(0);
  });

  it('keeps waiting, photo and tile, while the connection drops during the upload', async () => {
    const row = await queueGalleryPhoto(petId, photo, annId);
    expect(await flush(server({ drop: true }).fetcher)).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(await galleryIds()).toEqual([row.id]);
    expect(await db.outboxPhotos.count()).toBe(1);
  });

  it('after a lost answer to the gallery call, the photo is not uploaded again', async () => {
    const row = await queueGalleryPhoto(petId, photo, annId);
    const lost = server({
      gallery: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await flush(lost.fetcher)).toEqual({ sent: 0, failed: 0, waiting: 1 });
    await db.outbox.update(row.id, { nextAttemptAt: new Date(0).toISOString() });
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => call.path)).toEqual(['/api/gallery/upload']);
    expect(await galleryIds()).toEqual([itemId]);
  });

  it('is taken out of the gallery when the server refuses it, back on retry, and its photo forgotten on discard', async () => {
    const row = await queueGalleryPhoto(petId, photo, annId);
    const refused = () => jsonAnswer(403, { message: 'Forbidden' });
    expect(await flush(server({ gallery: refused }).fetcher)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect(await galleryIds()).toEqual([]);
    expect(await db.outboxPhotos.count()).toBe(1);

    await retryWrite(row.id);
    expect(await galleryIds()).toEqual([row.id]);

    await flush(server({ gallery: refused }).fetcher);
    await discardWrite(row.id);
    expect(await db.outboxPhotos.count()).toBe(0);
    expect(await galleryIds()).toEqual([]);
  });
});

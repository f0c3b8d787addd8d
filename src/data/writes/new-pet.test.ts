import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Pet } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { db } from '../db.ts';
import { newPetFields } from '../offline-pet.ts';
import { flushOutbox } from '../outbox/flush.ts';
import { discardWrite, retryWrite } from '../outbox/queue.ts';
import type { PetRow } from '../pet-rows.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { jsonAnswer, photoServer, type SentPhotos } from '../outbox/test-photo-server.ts';
import type { SentCall } from '../transport/sent-call.ts';
import './all-kinds.ts';
import { queuePet } from './new-pet.ts';

const ann = { _id: '00000000-0000-4000-8000-00000000a001', fullName: 'Ann Lee' };
const mediaId = '00000000-0000-4000-8000-000000000001';
const serverPetId = '00000000-0000-4000-8000-0000000000f1';
const photo = { blob: new Blob(['jpeg 1'], { type: 'image/jpeg' }), alt: 'Rex asleep on a towel', width: 2048, height: 1536 };
const fields = { name: 'Rex', type: 'dog', breed: 'Beagle', age: 14, bio: 'Digs at the #beach' } as const;

const serverPet = (sent: SentPhotos): Pet => ({
  _id: serverPetId,
  ...fields,
  image: sent.mediaIds[0] ? `/media/${sent.mediaIds[0]}.jpg` : null,
  alt: sent.alts[0] ?? '',
  user: ann,
  createdAt: '2026-02-01T10:00:00.000Z',
});

/** The server: the upload answers `mediaId`, or loses the connection when `drop`; the pet answers `pet`. */
const server = (options: { drop?: boolean; pet?: (call: SentCall) => Response } = {}) =>
  photoServer({ mediaId: () => mediaId, drop: options.drop ? 1 : undefined, created: serverPet, answer: options.pet });

const flush = (fetcher: typeof fetch) => flushOutbox({ session: () => ({ userId: ann._id, token: 't' }), transport: fetchTransport(fetcher) });
const pet = (id: string) => db.pets.get(id) as Promise<PetRow | undefined>;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('a pet queued with its photo', () => {
  it('shows at once among the owner’s pets, under the row’s id, with its photo kept as a blob', async () => {
    const row = await queuePet(fields, [photo], ann);
    expect(await pet(row.id)).toEqual({
      _id: row.id,
      ...fields,
      image: null,
      alt: '',
      user: ann._id,
      ownerName: 'Ann Lee',
      createdAt: row.createdAt,
    });
    expect(await db.pets.where('user').equals(ann._id).primaryKeys()).toEqual([row.id]);
    const kept = await db.outboxPhotos.where('rowId').equals(row.id).toArray();
    expect(kept.map((item) => [item.id, item.alt, item.blob.size])).toEqual([[`${row.id}.photo-0`, 'Rex asleep on a towel', 6]]);
  });

  it('sends the photo first, then the pet naming it with its description, and puts the server’s pet in its place', async () => {
    const row = await queuePet(fields, [photo], ann);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => [call.method, call.path, call.headers.get('idempotency-key')])).toEqual([
      ['POST', '/api/media', `${row.id}.photo-0`],
      ['POST', '/api/pets/add_pet', row.id],
    ]);
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ ...fields, mediaIds: [mediaId], alts: ['Rex asleep on a towel'] });
    expect(await pet(row.id)).toBeUndefined();
    expect(await pet(serverPetId)).toMatchObject({
      name: 'Rex',
      image: `/media/${mediaId}.jpg`,
      alt: 'Rex asleep on a towel',
      user: ann._id,
      ownerName: 'Ann Lee',
      queuedAs: row.id,
    });
    expect(await db.outboxPhotos.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a pet without a photo with empty lists', async () => {
    const row = await queuePet(fields, [], ann);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => call.path)).toEqual(['/api/pets/add_pet']);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ ...fields, mediaIds: [], alts: [] });
    expect(await pet(serverPetId)).toMatchObject({ image: null, queuedAs: row.id });
  });

  it('keeps waiting, photo and pet, while the connection drops during the upload', async () => {
    const row = await queuePet(fields, [photo], ann);
    expect(await flush(server({ drop: true }).fetcher)).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(await pet(row.id)).toMatchObject({ name: 'Rex' });
    expect(await db.outboxPhotos.count()).toBe(1);
  });

  it('is taken back when the server refuses it, and shown again on retry; a discard forgets its photo', async () => {
    const row = await queuePet(fields, [photo], ann);
    const refused = () => jsonAnswer(400, { message: 'Invalid input', errors: { name: 'Invalid input' } });
    expect(await flush(server({ pet: refused }).fetcher)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed', failure: { status: 400 } });
    expect(await pet(row.id)).toBeUndefined();
    expect(await db.outboxPhotos.count()).toBe(1);

    await retryWrite(row.id);
    expect(await pet(row.id)).toMatchObject({ name: 'Rex', user: ann._id });

    await flush(server({ pet: refused }).fetcher);
    await discardWrite(row.id);
    expect(await db.outboxPhotos.count()).toBe(0);
    expect(await pet(row.id)).toBeUndefined();
  });
});

describe('the form’s fields, as queued', () => {
  it('are trimmed and read as the server reads them: the type lower case, the age a number, a blank age the default', () => {
    expect(newPetFields({ name: ' Rex ', type: 'Dog', breed: ' ', age: '14', bio: '' })).toEqual({
      name: 'Rex',
      type: 'dog',
      breed: '',
      age: 14,
      bio: '',
    });
    expect(newPetFields({ name: 'Rex', type: 'dog', breed: '', age: '', bio: '' }).age).toBe(limits.petAge.addDefault);
  });
});

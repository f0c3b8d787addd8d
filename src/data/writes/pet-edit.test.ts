import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Pet } from '@/contract/entities.ts';
import { db } from '../db.ts';
import { flushOutbox } from '../outbox/flush.ts';
import { discardWrite } from '../outbox/queue.ts';
import { jsonAnswer, photoServer, type SentPhotos } from '../outbox/test-photo-server.ts';
import type { PetRow } from '../pet-rows.ts';
import { storePet } from '../pets.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import type { SentCall } from '../transport/sent-call.ts';
import './all-kinds.ts';
import { queuePetEdit, type PetEditFields } from './pet-edit.ts';

const annId = '00000000-0000-4000-8000-00000000a001';
const petId = '00000000-0000-4000-8000-0000000000f1';
const mediaId = '00000000-0000-4000-8000-000000000001';
const stored: PetRow = {
  _id: petId,
  name: 'Rex',
  type: 'dog',
  breed: 'Beagle',
  age: 14,
  bio: 'Digs',
  image: '/media/old.jpg',
  alt: 'Rex on the sofa',
  user: annId,
  ownerName: 'Ann Lee',
  createdAt: '2026-01-01T10:00:00.000Z',
};
const edit: PetEditFields = { name: 'Rex the Brave', type: 'dog', breed: '', age: 15, bio: 'Swims now' };
const photo = { blob: new Blob(['jpeg bytes'], { type: 'image/jpeg' }), alt: 'Rex swimming', width: 2048, height: 1536 };

/** The server's pet after the edit it was sent. */
const { ownerName: _, ...onServer } = stored;
const editedPet = (sent: SentPhotos & { alt?: string }): Pet => ({
  ...onServer,
  ...edit,
  image: sent.mediaIds[0] ? `/media/${sent.mediaIds[0]}.jpg` : stored.image,
  alt: sent.alts[0] ?? sent.alt ?? stored.alt,
  user: annId,
});

const server = (options: { drop?: boolean; pet?: (call: SentCall) => Response } = {}) =>
  photoServer({ mediaId: () => mediaId, drop: options.drop ? 1 : undefined, created: editedPet, answer: options.pet });
const flush = (fetcher: typeof fetch) => flushOutbox({ session: () => ({ userId: annId, token: 't' }), transport: fetchTransport(fetcher) });
const shown = () => db.pets.get(petId) as Promise<PetRow | undefined>;

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.pets.put(stored);
});

describe('a pet edited offline', () => {
  it('shows its new fields at once, marked with the row, and its new photo kept as a blob', async () => {
    const row = await queuePetEdit(stored, edit, photo);
    expect(await shown()).toEqual({ ...stored, ...edit, editedBy: row.id });
    expect((await db.outboxPhotos.where('rowId').equals(row.id).toArray()).map((kept) => kept.alt)).toEqual(['Rex swimming']);
  });

  it('keeps its edited fields when the server’s copy is read before the edit is sent', async () => {
    const row = await queuePetEdit(stored, edit, null);
    await storePet({ ...stored, user: annId });
    expect(await shown()).toMatchObject({ name: 'Rex the Brave', editedBy: row.id });
  });

  it('takes the server’s copy once the marked edit is no longer in the outbox', async () => {
    await db.pets.put({ ...stored, name: 'Rex the Brave', editedBy: 'gone-row' } as PetRow);
    await storePet({ ...stored, user: annId });
    expect(await shown()).toEqual({ ...stored });
  });

  it('uploads the new photo, then sends the fields naming it, and shows the server’s pet', async () => {
    const row = await queuePetEdit(stored, edit, photo);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => [call.method, call.path, call.headers.get('idempotency-key')])).toEqual([
      ['POST', '/api/media', `${row.id}.photo-0`],
      ['PUT', `/api/pets/pet/${petId}`, row.id],
    ]);
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ ...edit, mediaIds: [mediaId], alts: ['Rex swimming'] });
    const after = await shown();
    expect(after).toMatchObject({ name: 'Rex the Brave', image: `/media/${mediaId}.jpg`, alt: 'Rex swimming', ownerName: 'Ann Lee' });
    expect(after?.editedBy).toBeUndefined();
  });

  it('without a new photo, sends the current photo’s description and no upload', async () => {
    await queuePetEdit(stored, { ...edit, alt: 'Rex asleep on the sofa' }, null);
    const { fetcher, calls } = server();
    expect(await flush(fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(await shown()).toMatchObject({ alt: 'Rex asleep on the sofa', image: stored.image });
    expect(calls.map((call) => call.path)).toEqual([`/api/pets/pet/${petId}`]);
    expect(JSON.parse(calls[0]?.body ?? '')).toEqual({ ...edit, alt: 'Rex asleep on the sofa', mediaIds: [], alts: [] });
  });

  it('waits through a dropped upload, and is undone when the server refuses it; a discard forgets its photo', async () => {
    const row = await queuePetEdit(stored, edit, photo);
    expect(await flush(server({ drop: true }).fetcher)).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(await shown()).toMatchObject({ name: 'Rex the Brave' });

    await db.outbox.update(row.id, { nextAttemptAt: new Date(0).toISOString() });
    const refused = () => jsonAnswer(403, { message: 'Forbidden' });
    expect(await flush(server({ pet: refused }).fetcher)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    const undone = await shown();
    expect(undone).toEqual(stored);
    expect(await db.outboxPhotos.count()).toBe(1);
    await discardWrite(row.id);
    expect(await db.outboxPhotos.count()).toBe(0);
  });

  it('two edits in a row: the first answer does not overwrite the second, still waiting', async () => {
    await queuePetEdit(stored, edit, null);
    const second = await queuePetEdit({ ...stored, ...edit }, { ...edit, name: 'Rex II' }, null);
    const first = server({
      pet: (call) =>
        call.headers.get('idempotency-key') === second.id
          ? (() => {
              throw new TypeError('Failed to fetch');
            })()
          : jsonAnswer(200, editedPet({ mediaIds: [], alts: [] })),
    });
    expect(await flush(first.fetcher)).toEqual({ sent: 1, failed: 0, waiting: 1 });
    expect(await shown()).toMatchObject({ name: 'Rex II', editedBy: second.id });
  });
});

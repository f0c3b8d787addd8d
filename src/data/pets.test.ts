import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pet } from '@/contract/entities.ts';
import { db } from './db.ts';
import { petRow } from './pet-rows.ts';

const served = vi.hoisted(() => ({ pets: [] as unknown[] }));
vi.mock('./api/user-pets.ts', () => ({ getUserPets: vi.fn(async () => served.pets) }));

const { syncUserPets, petTable } = await import('./pets.ts');

const pet = (id: string, name = id): Pet => ({
  _id: id,
  name,
  type: 'cat',
  breed: '',
  age: 1,
  bio: '',
  image: null,
  alt: '',
  user: 'u-ann',
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe("a user's pets", () => {
  beforeEach(async () => {
    await db.pets.clear();
  });

  it('are rewritten only where they changed, and the ones no longer served are forgotten', async () => {
    await petTable.bulkPut([petRow(pet('p1')), petRow(pet('p2')), petRow(pet('p3'))]);
    const put = vi.spyOn(petTable, 'bulkPut');
    served.pets = [pet('p1'), pet('p2', 'Renamed')];
    await syncUserPets('u-ann');
    expect(put).toHaveBeenLastCalledWith([expect.objectContaining({ _id: 'p2', name: 'Renamed' })]);
    expect((await petTable.toArray()).map((row) => `${row._id} ${row.name}`)).toEqual(['p1 p1', 'p2 Renamed']);
    served.pets = [pet('p1'), pet('p2', 'Renamed')];
    await syncUserPets('u-ann');
    expect(put).toHaveBeenLastCalledWith([]);
    put.mockRestore();
  });

  it('keep a pet still in the outbox, which the server does not have yet', async () => {
    await db.outbox.clear();
    await petTable.bulkPut([petRow(pet('p1')), petRow(pet('row-1', 'Waiting'))]);
    const at = '2026-01-01T00:00:00.000Z';
    await db.outbox.add({
      id: 'row-1',
      userId: 'u-ann',
      kind: 'pet',
      method: 'POST',
      path: '/api/pets/add_pet',
      body: null,
      orderKey: 'new-pet:u-ann',
      createdAt: at,
      attempts: 0,
      nextAttemptAt: at,
      status: 'pending',
    });
    served.pets = [];
    await syncUserPets('u-ann');
    expect((await petTable.toArray()).map((row) => row._id)).toEqual(['row-1']);
  });
});

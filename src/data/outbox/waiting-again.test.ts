import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserSummary } from '@/contract/entities.ts';
import { clearUserData, db } from '../db.ts';
import '../writes/all-kinds.ts';
import { queuePet } from '../writes/new-pet.ts';
import { queuePost } from '../writes/new-post.ts';
import { showWaitingChangesAgain } from './waiting-again.ts';

const ann: UserSummary = { _id: '00000000-0000-4000-8000-00000000a001', fullName: 'Ann Lee', username: 'ann', avatar: null };
const bob = { _id: '00000000-0000-4000-8000-00000000b002', fullName: 'Bob Stone' };
const photo = { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), alt: 'Rex', width: 800, height: 600 };

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('changes left waiting at a sign-out', () => {
  it('show again after the same person signs in, and only theirs', async () => {
    const post = await queuePost({ title: 'Beach', body: 'Sand', petId: null }, [photo], ann, null);
    const pet = await queuePet({ name: 'Rex', type: 'dog', breed: '', age: 3, bio: '' }, [], { _id: ann._id, fullName: ann.fullName });
    const bobsPet = await queuePet({ name: 'Tom', type: 'cat', breed: '', age: 5, bio: '' }, [], bob);
    await clearUserData();
    expect(await db.posts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(3);

    await showWaitingChangesAgain(ann._id);
    expect(await db.posts.get(post.id)).toMatchObject({ title: 'Beach', user: ann });
    expect(await db.pets.get(pet.id)).toMatchObject({ name: 'Rex' });
    expect(await db.pets.get(bobsPet.id)).toBeUndefined();
    expect(await db.outboxPhotos.where('rowId').equals(post.id).count()).toBe(1);
  });

  it('leave a failed change alone: it was undone when it failed', async () => {
    const pet = await queuePet({ name: 'Rex', type: 'dog', breed: '', age: 3, bio: '' }, [], { _id: ann._id, fullName: ann.fullName });
    await db.outbox.update(pet.id, { status: 'failed' });
    await clearUserData();
    await showWaitingChangesAgain(ann._id);
    expect(await db.pets.count()).toBe(0);
  });
});

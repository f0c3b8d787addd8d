import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/entities.ts';
import { logIn } from './auth.ts';
import { clearUserData, db } from './db.ts';
import { testUser } from './test-users.ts';
import './writes/all-kinds.ts';
import { queuePet } from './writes/new-pet.ts';

const ann: SessionUser = {
  ...testUser('00000000-0000-4000-8000-00000000a001', { fullName: 'Ann Lee', username: 'ann' }),
  email: 'ann@example.com',
  emailVerified: true,
  isModerator: false,
  token: 't0ken',
};

afterEach(() => vi.unstubAllGlobals());

describe('signing in again', () => {
  it('shows the changes left waiting when the last session ended', async () => {
    const pet = await queuePet({ name: 'Rex', type: 'dog', breed: '', age: 3, bio: '' }, [], { _id: ann._id, fullName: ann.fullName });
    await clearUserData();
    vi.stubGlobal('location', { origin: 'http://localhost' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(ann), { status: 200, headers: { 'content-type': 'application/json' } }));
    await logIn({ email: ann.email, password: 'whiskers-and-paws-1' });
    expect(await db.pets.get(pet.id)).toMatchObject({ name: 'Rex', user: ann._id });
  });
});

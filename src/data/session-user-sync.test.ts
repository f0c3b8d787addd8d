import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/entities.ts';
import { db } from './db.ts';
import { getSession, saveSession } from './session.ts';
import { startSessionUserSync } from './session-user-sync.ts';

const ann: SessionUser = {
  _id: 'u-ann', fullName: 'Ann', username: 'ann', avatar: null, bio: '', country: 'EG', city: 'Cairo',
  followersCount: 0, followingCount: 0, followedByMe: false, followsMe: false, createdAt: '2026-01-01T00:00:00.000Z', email: 'ann@example.com', token: 't0ken',
};

let stop = () => {};
afterEach(() => stop());

describe('session user sync', () => {
  it('copies the stored user\'s follow counts into the session, keeping email and token', async () => {
    saveSession(ann);
    stop = startSessionUserSync(ann._id);
    const { email: _email, token: _token, ...stored } = ann;
    await db.users.put({ ...stored, followingCount: 1 });
    await vi.waitFor(() => expect(getSession()).toMatchObject({ followingCount: 1, email: ann.email, token: ann.token }));
  });
});

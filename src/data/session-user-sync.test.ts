import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/entities.ts';
import { testUser } from './test-users.ts';
import { db } from './db.ts';
import { getSession, saveSession } from './session.ts';
import { startSessionUserSync } from './session-user-sync.ts';

const ann: SessionUser = {
  ...testUser('u-ann', { fullName: 'Ann', username: 'ann' }),
  email: 'ann@example.com',
  emailVerified: true,
  isModerator: false,
  token: 't0ken',
};

let stop = () => {};
afterEach(() => stop());

describe('session user sync', () => {
  it("copies the stored user's follow counts into the session, keeping email and token", async () => {
    saveSession(ann);
    stop = startSessionUserSync(ann._id);
    const { email: _email, emailVerified: _verified, token: _token, ...stored } = ann;
    await db.users.put({ ...stored, followingCount: 1 });
    await vi.waitFor(() => expect(getSession()).toMatchObject({ followingCount: 1, email: ann.email, token: ann.token }));
  });
});

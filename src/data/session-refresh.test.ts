import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/contract/entities.ts';
import { testUser } from './test-users.ts';
import { getSession, refreshSessionUser, saveSession, subscribeSession } from './session.ts';

const ann: SessionUser = {
  ...testUser('u-ann', { fullName: 'Ann', username: 'ann' }),
  email: 'ann@example.com',
  emailVerified: true,
  isModerator: false,
  token: 't0ken',
};

describe('refreshSessionUser', () => {
  it("tells no one when the server's copy is the stored one, in whatever key order", () => {
    saveSession(ann);
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    const { token: _token, ...user } = ann;
    refreshSessionUser(Object.fromEntries(Object.entries(user).reverse()) as typeof user);
    stop();
    expect(heard).not.toHaveBeenCalled();
    expect(getSession()).toBe(ann);
  });

  it('takes a changed copy, keeping the token', () => {
    saveSession(ann);
    const heard = vi.fn();
    const stop = subscribeSession(heard);
    const { token: _token, ...user } = ann;
    refreshSessionUser({ ...user, fullName: 'Ann B' });
    stop();
    expect(heard).toHaveBeenCalledOnce();
    expect(getSession()).toMatchObject({ fullName: 'Ann B', token: 't0ken' });
  });
});

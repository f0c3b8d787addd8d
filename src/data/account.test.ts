import { beforeEach, describe, expect, it, vi } from 'vitest';

const postVerifyEmail = vi.fn();
const getMe = vi.fn();
vi.mock('./api/verify-email.ts', () => ({ postVerifyEmail: (input: unknown) => postVerifyEmail(input) }));
vi.mock('./api/me.ts', () => ({ getMe: () => getMe() }));
vi.mock('./session.ts', () => ({
  getSession: () => null,
  currentToken: () => null,
  expireSession: vi.fn(),
  refreshSessionUser: vi.fn(),
  clearSession: vi.fn(),
}));

const { verifyEmail } = await import('./account.ts');

describe('verifyEmail', () => {
  beforeEach(() => {
    postVerifyEmail.mockReset();
  });

  it('sends a token once however often it is asked (an effect run twice)', async () => {
    postVerifyEmail.mockResolvedValue({ message: 'Your email address is verified.' });
    const [first, second] = await Promise.all([verifyEmail('a'.repeat(43)), verifyEmail('a'.repeat(43))]);
    expect(first).toBe('Your email address is verified.');
    expect(second).toBe(first);
    expect(await verifyEmail('a'.repeat(43))).toBe(first);
    expect(postVerifyEmail).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure, so a link opened offline can be retried', async () => {
    postVerifyEmail.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ message: 'ok' });
    await expect(verifyEmail('b'.repeat(43))).rejects.toThrow('offline');
    expect(await verifyEmail('b'.repeat(43))).toBe('ok');
    expect(postVerifyEmail).toHaveBeenCalledTimes(2);
  });
});

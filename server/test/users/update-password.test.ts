import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { users } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, loginUser, registerUser, uniqueIp } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const updatePassword = (token: string | null, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: paths.updatePassword,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload,
  });
const me = (token: string) => t.app.inject({ method: 'GET', url: paths.me, headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: paths.login, payload: { email, password }, remoteAddress: uniqueIp() });
const hashOf = async (id: string) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0]!.passwordHash;

describe('PUT /api/users/update-password', () => {
  it('changes the password, keeps the current session and revokes the others', async () => {
    const { user, token, input } = await registerUser(t.app);
    const otherSession = await loginUser(t.app, input.email, input.password);
    const newPassword = 'brand-new-secret';
    const response = await updatePassword(token, { currentPassword: input.password, newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: m.passwordUpdated });

    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherSession)).statusCode).toBe(401);
    expect((await login(input.email, input.password)).statusCode).toBe(401);
    expect((await login(input.email, newPassword)).statusCode).toBe(200);
    expect(await hashOf(user._id)).toMatch(/^\$argon2id\$/);
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const { user, token, input } = await registerUser(t.app);
    const otherSession = await loginUser(t.app, input.email, input.password);
    const before = await hashOf(user._id);
    const response = await updatePassword(token, { currentPassword: 'wrong-password', newPassword: 'another1', confirmPassword: 'another1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: m.wrongCurrentPassword, errors: { currentPassword: m.wrongCurrentPassword } });
    expect(await hashOf(user._id)).toBe(before);
    expect((await me(otherSession)).statusCode).toBe(200);
  });

  it.each([
    [
      'a short current password',
      { currentPassword: '123', newPassword: 'another1', confirmPassword: 'another1' },
      'currentPassword',
      m.currentPasswordMin,
    ],
    ['a short new password', { currentPassword: 'whatever1', newPassword: '123', confirmPassword: '123' }, 'newPassword', m.newPasswordMin],
    [
      'a different confirmation',
      { currentPassword: 'whatever1', newPassword: 'another1', confirmPassword: 'another2' },
      'confirmPassword',
      m.newPasswordsDontMatch,
    ],
    [
      'a common new password',
      { currentPassword: 'whatever1', newPassword: '12345678', confirmPassword: '12345678' },
      'newPassword',
      m.newPasswordTooCommon,
    ],
  ])('answers 400 for %s', async (_name, payload, field, message) => {
    const { user, token } = await registerUser(t.app);
    const before = await hashOf(user._id);
    const response = await updatePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await hashOf(user._id)).toBe(before);
  });

  it('answers 401 without a token', async () => {
    const response = await updatePassword(null, { currentPassword: 'whatever1', newPassword: 'another1', confirmPassword: 'another1' });
    expect(response.statusCode).toBe(401);
  });

  it('answers a repeated Idempotency-Key from the store instead of failing on the changed password', async () => {
    const { token, input } = await registerUser(t.app);
    const payload = { currentPassword: input.password, newPassword: 'replayed-secret', confirmPassword: 'replayed-secret' };
    const key = crypto.randomUUID();
    const first = await updatePassword(token, payload, { 'idempotency-key': key });
    const again = await updatePassword(token, payload, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await updatePassword(
      token,
      { ...payload, newPassword: 'other-secret', confirmPassword: 'other-secret' },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect((await login(input.email, 'replayed-secret')).statusCode).toBe(200);
  });
});

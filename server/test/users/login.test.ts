import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { sessions } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser, uniqueIp, uniqueName } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: unknown) => t.app.inject({ method: 'POST', url: paths.login, payload: payload as object, remoteAddress: uniqueIp() });

describe('POST /api/users/login', () => {
  it('answers 200 with the session user and a new working token', async () => {
    const { user, input, token: firstToken } = await registerUser(t.app);
    const response = await login({ email: input.email, password: input.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ _id: user._id, email: input.email, username: input.username });
    expect(body).not.toHaveProperty('passwordHash');
    expect(body.token).not.toBe(firstToken);
    const me = await t.app.inject({ method: 'GET', url: paths.me, headers: bearer(body.token) });
    expect(me.json()._id).toBe(user._id);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user._id))).toHaveLength(2);
  });

  it('finds the email whatever its case and surrounding spaces', async () => {
    const { user, input } = await registerUser(t.app);
    const response = await login({ email: `  ${input.email.toUpperCase()} `, password: input.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(user._id);
  });

  it('never reveals whether the email exists: unknown email and wrong password answer alike', async () => {
    const { input } = await registerUser(t.app);
    const wrongPassword = await login({ email: input.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: `${uniqueName()}@example.test`, password: input.password });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: m.invalidCredentials });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('opens no session on a failed login', async () => {
    const { user, input } = await registerUser(t.app);
    await login({ email: input.email, password: 'not-the-password' });
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user._id))).toHaveLength(1);
  });

  it.each([
    ['an invalid email', { email: 'nope', password: 'whiskers-and-paws-1' }, 'email', m.emailInvalid],
    ['a short password', { email: 'a@example.test', password: '123' }, 'password', m.passwordMin],
    ['no password', { email: 'a@example.test' }, 'password', m.passwordMin],
  ])('answers 400 for %s', async (_name, payload, field, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toMatchObject({ [field]: message });
  });
});

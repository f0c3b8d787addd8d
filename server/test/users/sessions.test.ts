import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, loginUser, registerUser } from '../support/accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: paths.me, headers });

describe('GET /api/users/me and the bearer token', () => {
  it('answers the own user with email for a valid token', async () => {
    const { user, token, input } = await registerUser(t.app);
    const response = await me(bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user._id, email: input.email, followersCount: 0, followingCount: 0 });
    expect(response.json()).not.toHaveProperty('token');
  });

  it.each([
    ['no Authorization header', {}],
    ['a garbage token', bearer('garbage-token-that-is-long-enough-0123456789')],
    ['a short token', bearer('abc')],
    ['another scheme', { authorization: 'Basic dXNlcjpwYXNz' }],
    ['an empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 with %s', async (_name, headers) => {
    const response = await me(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: m.notSignedIn });
  });
});

describe('POST /api/users/logout', () => {
  it('answers 204 and revokes only that token', async () => {
    const { token, input } = await registerUser(t.app);
    const other = await loginUser(t.app, input.email, input.password);
    const response = await t.app.inject({ method: 'POST', url: paths.logout, headers: bearer(token) });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(bearer(token))).statusCode).toBe(401);
    expect((await me(bearer(other))).statusCode).toBe(200);
  });

  it('answers 401 without a token and for an already revoked one', async () => {
    const { token } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: paths.logout })).statusCode).toBe(401);
    await t.app.inject({ method: 'POST', url: paths.logout, headers: bearer(token) });
    expect((await t.app.inject({ method: 'POST', url: paths.logout, headers: bearer(token) })).statusCode).toBe(401);
  });

  it('accepts the JSON content type with no body that older clients send', async () => {
    const { token } = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: paths.logout,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(204);
  });
});

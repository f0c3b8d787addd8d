import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { sessions, users } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, registerUser, registrationInput, uniqueIp, uniqueName } from '../support/accounts.ts';
import { postRawJson } from '../support/raw-json.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) => t.app.inject({ method: 'POST', url: paths.register, payload: payload as object, remoteAddress: uniqueIp() });

const countUsersNamed = async (username: string) => (await t.app.db.select().from(users).where(eq(users.username, username))).length;

describe('POST /api/users/register', () => {
  it('creates the user and answers 201 with a working session user', async () => {
    const input = registrationInput();
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      fullName: input.fullName,
      username: input.username,
      email: input.email,
      country: 'FR',
      city: 'Paris',
      avatar: null,
      bio: '',
      followersCount: 0,
      followingCount: 0,
      followedByMe: false,
      followsMe: false,
    });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(body.createdAt).toString()).not.toBe('Invalid Date');
    expect(body.token.length).toBeGreaterThanOrEqual(22);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('confirmPassword');

    const me = await t.app.inject({ method: 'GET', url: paths.me, headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(body._id);
  });

  it('stores an argon2id hash, never the password, and only the token hash', async () => {
    const { user, token, password } = await registerUser(t.app);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user._id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(password);
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).not.toContain(token);
  });

  it('normalises the country code and accepts it in lower case', async () => {
    const input = registrationInput({ country: 'fr' });
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    expect(response.json().country).toBe('FR');
  });

  it('answers 409 for an email taken in another case, and creates nothing', async () => {
    const { input } = await registerUser(t.app);
    const again = registrationInput({ email: input.email.toUpperCase() });
    const response = await register(again);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: m.emailTaken, errors: { email: m.emailTaken } });
    expect(await countUsersNamed(again.username)).toBe(0);
  });

  it('answers 409 for a taken username (in any case), and creates nothing', async () => {
    const { input } = await registerUser(t.app);
    const again = registrationInput({ username: input.username.toUpperCase(), email: `${uniqueName()}@example.test` });
    const response = await register(again);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: m.usernameTaken, errors: { username: m.usernameTaken } });
    expect(await countUsersNamed(again.username)).toBe(0);
  });

  it('answers one of two simultaneous registrations of a username 409, keeping one row', async () => {
    const username = uniqueName();
    const responses = await Promise.all([
      register(registrationInput({ username, email: `${uniqueName()}@example.test` })),
      register(registrationInput({ username: username.toUpperCase(), email: `${uniqueName()}@example.test` })),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(m.usernameTaken);
    expect((await countUsersNamed(username)) + (await countUsersNamed(username.toUpperCase()))).toBe(1);
  });

  it.each([
    ['a short full name', { fullName: 'A' }, 'fullName', m.fullNameMin],
    ['a short username', { username: 'ab' }, 'username', m.usernameMin],
    ['a long username', { username: 'a'.repeat(31) }, 'username', m.usernameMax],
    ['an invalid email', { email: 'not-an-email' }, 'email', m.emailInvalid],
    ['a short password', { password: '12345', confirmPassword: '12345' }, 'password', m.passwordMin],
    ['a different confirmation', { confirmPassword: 'something-else' }, 'confirmPassword', m.passwordsDontMatch],
    ['a common password', { password: 'password1', confirmPassword: 'password1' }, 'password', m.passwordTooCommon],
    ['a common password in capitals', { password: 'QWERTY123', confirmPassword: 'QWERTY123' }, 'password', m.passwordTooCommon],
    ['no country', { country: '' }, 'country', m.countryRequired],
    ['an unknown country', { country: 'QQ' }, 'country', m.countryRequired],
    ['no city', { city: '  ' }, 'city', m.cityRequired],
    ['a city not in the country', { city: 'Atlantis' }, 'city', m.cityRequired],
  ])('answers 400 for %s with the field message, and creates nothing', async (_name, overrides, field, message) => {
    const input = { ...registrationInput(), ...overrides };
    const response = await register(input);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(typeof response.json().message).toBe('string');
    expect(await countUsersNamed(input.username)).toBe(0);
  });

  it('answers 400 for a missing body or a body that is not JSON', async () => {
    expect((await register(undefined)).statusCode).toBe(400);
    const broken = await postRawJson(t.app, paths.register, '{"fullName":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: m.invalidInput });
  });
});

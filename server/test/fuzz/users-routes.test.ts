import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bearer, loginUser, registerUser, registrationInput, uniqueIp, type RegisteredUser } from '../support/accounts.ts';
import { brokenMultipart, idempotencyHeader, multipartForm, pathParam, queryString, rawBody, runs, type Fields } from './arbitraries.ts';

/**
 * Every route of accounts, follows, locations and media gets random bodies
 * (JSON, broken JSON, other types, multipart, broken multipart), random query
 * strings, random path params and random auth: no answer may be a 5xx.
 */
let t: TestApp;
let me: RegisteredUser;
let other: RegisteredUser;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitMultiplier: 1000 });
  me = await registerUser(t.app);
  other = await registerUser(t.app);
});
afterAll(() => t.close());

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: (param: string) => string;
  /** A valid body (or form) for the route, which the fuzzer mutates. */
  body?: () => Fields;
  /** A valid query, which the fuzzer mutates. */
  query?: () => Fields;
  /** Logout revokes the token it is called with, so it gets a fresh session each time. */
  freshSession?: boolean;
}

const none = () => ({});
const routes: Record<string, Route> = {
  register: { method: 'POST', url: () => paths.register, body: () => ({ ...registrationInput() }) },
  login: { method: 'POST', url: () => paths.login, body: () => ({ email: me.input.email, password: me.password }) },
  logout: { method: 'POST', url: () => paths.logout, freshSession: true },
  me: { method: 'GET', url: () => paths.me },
  update: { method: 'PUT', url: () => paths.updateProfile, body: () => ({ fullName: 'Fuzzy Name', bio: 'A bio' }) },
  // The new password is the current one, so a run that gets through leaves it unchanged for the others.
  updatePassword: {
    method: 'PUT',
    url: () => paths.updatePassword,
    body: () => ({ currentPassword: me.password, newPassword: me.password, confirmPassword: me.password }),
  },
  follow: { method: 'PUT', url: (id) => `/api/users/follow/${id}` },
  unfollow: { method: 'PUT', url: (id) => `/api/users/unfollow/${id}` },
  list: { method: 'GET', url: () => paths.users, query: () => ({ q: 'fuzz', limit: '5', before: other.user._id }) },
  user: { method: 'GET', url: (id) => `/api/users/${id}` },
  mutuals: { method: 'GET', url: () => paths.mutuals, query: () => ({ limit: '5', before: other.user._id }) },
  countries: { method: 'GET', url: () => paths.countries, query: () => ({ lang: 'ar' }) },
  cities: { method: 'GET', url: (iso2) => `/api/location/countries/${iso2}/cities` },
  media: { method: 'GET', url: (name) => `/media/${name}`, query: () => ({ size: 'small' }) },
};

const request = (route: Route) => {
  const body = route.body ?? none;
  return fc.record({
    param: fc.oneof(pathParam, fc.constantFrom('other', 'me')),
    query: fc.option(queryString(route.query ?? none), { nil: undefined }),
    body: fc.oneof(
      { weight: 3, arbitrary: rawBody(body).map((make) => async () => make()) },
      { weight: 2, arbitrary: multipartForm(body, ['avatar']) },
      { weight: 1, arbitrary: brokenMultipart.map((make) => async () => make()) },
    ),
    auth: fc.constantFrom('none', 'valid', 'valid', 'garbage', 'malformed'),
    key: idempotencyHeader,
  });
};
type Input = ReturnType<typeof request> extends fc.Arbitrary<infer T> ? T : never;

async function options(route: Route, input: Input): Promise<InjectOptions> {
  const param = input.param === 'other' ? other.user._id : input.param === 'me' ? me.user._id : input.param;
  const token = route.freshSession ? await loginUser(t.app, me.input.email, me.password) : me.token;
  const auths: Record<string, Record<string, string>> = {
    none: {},
    valid: bearer(token),
    garbage: bearer('x'.repeat(43)),
    malformed: { authorization: 'Bearer' },
  };
  const { payload, headers = {} } = await input.body();
  const query = input.query === undefined ? '' : `?${input.query()}`;
  return {
    method: route.method,
    url: `${route.url(param)}${query}`,
    headers: { ...auths[input.auth], ...(input.key !== undefined && { 'idempotency-key': input.key }), ...(headers as Record<string, string>) },
    payload: payload as InjectOptions['payload'],
    remoteAddress: uniqueIp(),
  };
}

describe('no input gives a 5xx', () => {
  it.each(Object.keys(routes))('%s', async (name) => {
    const route = routes[name]!;
    await fc.assert(
      fc.asyncProperty(request(route), async (input) => {
        const sent = await options(route, input);
        const response = await t.app.inject(sent);
        const shown = `${sent.method} ${sent.url} ${String(sent.payload).slice(0, 300)} answered ${response.body.slice(0, 200)}`;
        expect(response.statusCode, shown).toBeLessThan(500);
        if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
          expect(typeof response.json().message, shown).toBe('string');
        }
      }),
      { numRuns: name === 'logout' ? Math.ceil(runs / 3) : runs },
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { registerUser, registrationInput, uniqueIp, uniqueName } from '../support/accounts.ts';

/** The API's limits as shipped: multiplier 1. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimitMultiplier: 1 });
});
afterAll(() => t.close());

const login = (payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url: paths.login, payload, remoteAddress });

describe('rate limits', () => {
  it('allows 25 logins per 5 minutes per IP; the 26th is 429 with Retry-After, other addresses unaffected', async () => {
    const { input } = await registerUser(t.app);
    const ip = uniqueIp();
    for (let i = 1; i <= 25; i += 1) {
      const response = await login({ email: `${uniqueName()}@example.test`, password: 'wrong-pass' }, ip);
      expect(response.statusCode).toBe(401);
      expect(response.headers['x-ratelimit-limit']).toBe('25');
    }
    const limited = await login({ email: input.email, password: input.password }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: m.tooManyRequests });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.json()).not.toHaveProperty('token');

    expect((await login({ email: input.email, password: input.password }, uniqueIp())).statusCode).toBe(200);
  });

  it('allows 25 logins per hour per email, from any address', async () => {
    const { input } = await registerUser(t.app);
    for (let i = 0; i < 25; i += 1) {
      expect((await login({ email: input.email, password: 'wrong-pass' }, uniqueIp())).statusCode).toBe(401);
    }
    const limited = await login({ email: input.email.toUpperCase(), password: input.password }, uniqueIp());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('allows 5 registrations per 30 minutes per IP', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'POST', url: paths.register, payload: registrationInput(), remoteAddress: ip });
      expect(response.statusCode).toBe(201);
    }
    const input = registrationInput();
    const limited = await t.app.inject({ method: 'POST', url: paths.register, payload: input, remoteAddress: ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const list = await t.app.inject({ method: 'GET', url: `${paths.users}?q=${input.username}` });
    expect(list.json()).toEqual([]);
  });

  it('puts X-RateLimit headers on other calls too', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.countries, remoteAddress: uniqueIp() });
    expect(response.headers['x-ratelimit-limit']).toBe('1500');
  });
});

describe('rate limits behind a trusted proxy (TRUST_PROXY)', () => {
  let behindProxy: TestApp;
  beforeAll(async () => {
    behindProxy = await buildTestApp({ rateLimitMultiplier: 1, trustProxy: 1 });
  });
  afterAll(() => behindProxy.close());

  const loginVia = (client: string, claimed?: string) =>
    behindProxy.app.inject({
      method: 'POST',
      url: paths.login,
      payload: { email: `${uniqueName()}@example.test`, password: 'wrong-pass' },
      // The proxy appends the address it saw to whatever the client sent.
      headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
      remoteAddress: '127.0.0.1',
    });

  it('counts the address the proxy saw, not one the client wrote before it', async () => {
    const client = uniqueIp();
    for (let i = 1; i <= 25; i += 1) expect((await loginVia(client, uniqueIp())).statusCode).toBe(401);
    expect((await loginVia(client, uniqueIp())).statusCode).toBe(429);
    expect((await loginVia(uniqueIp())).statusCode).toBe(401);
  });
});

describe('rate limits behind two proxies (TRUST_PROXY=2: a CDN, then a load balancer)', () => {
  let behindTwo: TestApp;
  beforeAll(async () => {
    behindTwo = await buildTestApp({ rateLimitMultiplier: 1, trustProxy: 2 });
  });
  afterAll(() => behindTwo.close());

  /** The CDN edge appends the client, the load balancer appends the edge. */
  const loginVia = (client: string, edge: string, claimed: string) =>
    behindTwo.app.inject({
      method: 'POST',
      url: paths.login,
      payload: { email: `${uniqueName()}@example.test`, password: 'wrong-pass' },
      headers: { 'x-forwarded-for': `${claimed}, ${client}, ${edge}` },
      remoteAddress: '127.0.0.1',
    });

  it('counts each client, through whichever edge it came, and not the edges', async () => {
    const client = uniqueIp();
    const edges = [uniqueIp(), uniqueIp()];
    for (let i = 1; i <= 25; i += 1) expect((await loginVia(client, edges[i % 2]!, uniqueIp())).statusCode).toBe(401);
    expect((await loginVia(client, edges[0]!, uniqueIp())).statusCode).toBe(429);
    // Another client through the same, busy edge is not held back by it.
    expect((await loginVia(uniqueIp(), edges[0]!, uniqueIp())).statusCode).toBe(401);
  });
});

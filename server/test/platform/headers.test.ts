import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

let t: TestApp;
let withCors: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  withCors = await buildTestApp({ corsOrigin: 'https://app.example' });
  behindProxy = await buildTestApp({ trustProxy: 1 });
});
afterAll(() => Promise.all([t.close(), withCors.close(), behindProxy.close()]));

const connectSources = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1);

describe('security headers', () => {
  it.each([paths.countries, '/api/nothing-here', paths.me])('are on every answer (%s)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    expect(response.headers['permissions-policy']).toMatch(/(^|, )microphone=\(\)/);
  });

  it('lets the page open WebSockets to its own origin only', async () => {
    const plain = await t.app.inject({ method: 'GET', url: paths.countries, headers: { host: 'pawpals.example:8080' } });
    expect(connectSources(plain.headers['content-security-policy'])).toEqual(["'self'", 'ws://pawpals.example:8080']);
    const proxied = await behindProxy.app.inject({
      method: 'GET',
      url: paths.countries,
      headers: { host: 'internal:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'pawpals.example' },
    });
    expect(connectSources(proxied.headers['content-security-policy'])).toEqual(["'self'", 'wss://pawpals.example']);
  });

  it('never lets a Host header add to the CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.countries, headers: { host: 'evil.example; script-src *' } });
    const csp = String(response.headers['content-security-policy']);
    expect(connectSources(csp)).toEqual(["'self'"]);
    expect(csp).not.toContain('evil');
  });

  it('sends HSTS only on HTTPS seen through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const secure = await behindProxy.app.inject({ method: 'GET', url: paths.countries, headers: https });
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const plainBehindProxy = await behindProxy.app.inject({ method: 'GET', url: paths.countries, headers: { 'x-forwarded-proto': 'http' } });
    expect(plainBehindProxy.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to write: it proves nothing.
    const untrusted = await t.app.inject({ method: 'GET', url: paths.countries, headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('CORS', () => {
  it('is off by default: no Access-Control header, even to a preflight', async () => {
    const simple = await t.app.inject({ method: 'GET', url: paths.countries, headers: { origin: 'https://evil.example' } });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: paths.login,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('allows only the configured origin when CORS_ORIGIN is set', async () => {
    const allowed = await withCors.app.inject({ method: 'GET', url: paths.countries, headers: { origin: 'https://app.example' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://app.example');
    const other = await withCors.app.inject({ method: 'GET', url: paths.countries, headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

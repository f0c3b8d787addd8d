import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

let t: TestApp;
let withCors: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  withCors = await buildTestApp({ corsOrigin: 'https://app.example' });
});
afterAll(() => Promise.all([t.close(), withCors.close()]));

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

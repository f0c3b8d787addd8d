import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const report = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: paths.clientErrors, payload, remoteAddress: '203.0.113.7' });

describe('POST /api/client-errors', () => {
  it('takes a report of a screen that failed, signed in or not: 204', async () => {
    const response = await report({
      message: 'Cannot read properties of undefined',
      stack: 'at PostCard (feed.js:1:2)',
      url: 'http://localhost/feed',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses a message over 1000 characters, a missing url and an unknown field: 400', async () => {
    expect((await report({ message: 'x'.repeat(1001), url: '/feed' })).statusCode).toBe(400);
    expect((await report({ message: 'boom' })).statusCode).toBe(400);
    expect((await report({ message: 'boom', url: '/feed', extra: 1 })).statusCode).toBe(400);
    expect((await report({ message: 'x'.repeat(1000), stack: 's'.repeat(8000), url: '/feed' })).statusCode).toBe(204);
  });
});

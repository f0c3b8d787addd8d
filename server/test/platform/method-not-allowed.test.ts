import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { unknownId } from '../support/content-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a known API path asked with another method', () => {
  it.each([
    ['DELETE', paths.posts, 'GET'],
    ['PATCH', paths.post(unknownId), 'GET, PUT, DELETE'],
    ['GET', paths.notificationsReadAll, 'PATCH'],
    ['PUT', `${paths.sessions}?x=1`, 'GET'],
  ] as const)('%s %s answers 405 with Allow: %s', async (method, url, allow) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe(allow);
    expect(response.json()).toEqual({ message: m.methodNotAllowed });
  });

  it('leaves unknown paths 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/posts/nothing/else/here'],
      ['POST', '/some-page'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: m.notFound });
    }
  });
});

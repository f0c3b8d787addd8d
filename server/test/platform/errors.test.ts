import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { uniqueIp } from '../support/accounts.ts';
import { postRawJson } from '../support/raw-json.ts';

const secret = 'connection to db-internal-7.corp:5432 refused (password=hunter2)';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test/crash', async () => {
      throw new Error(secret);
    });
    app.get('/api/test/crash-with-status', async () => {
      throw Object.assign(new Error(secret), { statusCode: 503 });
    });
    // What drizzle throws: its own error, the driver's as the cause.
    app.get<{ Querystring: { code?: string; words?: string } }>('/api/test/database', async (request) => {
      const driver = Object.assign(new Error(request.query.words ?? secret), request.query.code ? { code: request.query.code } : {});
      throw new Error('Failed query: select 1', { cause: driver });
    });
  });
});
afterAll(() => t.close());

describe('the error format', () => {
  it.each(['/api/test/crash', '/api/test/crash-with-status'])('never shows a 5xx its text (%s)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: m.serverError });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('db-internal');
    expect(response.body).not.toContain('stack');
  });

  it('answers unknown API paths 404 in JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: m.notFound });
  });

  it('answers a broken JSON body 400 without echoing the parser', async () => {
    const response = await postRawJson(t.app, paths.login, '{"email": "a@b.c", "password": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: m.invalidInput });
  });

  it('refuses a __proto__ key in a JSON body with 400', async () => {
    const response = await postRawJson(t.app, paths.login, '{"email": "a@b.c", "password": "secret1", "__proto__": {"admin": true}}');
    expect(response.statusCode).toBe(400);
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it('refuses a NUL character anywhere in the input with 400', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: paths.register,
      payload: {
        fullName: 'Nul\u0000Name',
        username: 'nulname',
        email: 'nul@example.test',
        password: 'whiskers-and-paws-1',
        confirmPassword: 'whiskers-and-paws-1',
        country: 'FR',
        city: 'Paris',
      },
      remoteAddress: uniqueIp(),
    });
    expect(body.statusCode).toBe(400);
    const query = await t.app.inject({ method: 'GET', url: `${paths.users}?q=a%00b` });
    expect(query.statusCode).toBe(400);
  });

  it('refuses a deeply nested JSON body with 400', async () => {
    const payload = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await t.app.inject({ method: 'PUT', url: paths.follow('x'), headers: { 'content-type': 'application/json' }, payload });
    expect(response.statusCode).toBe(400);
  });

  it('answers a body over 1 MB 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: paths.login,
      payload: { email: 'a@b.c', password: 'x'.repeat(1024 * 1024) },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: m.payloadTooLarge });
  });

  it('answers a body of an unsupported content type 415 with a message about the input, not images', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: paths.login,
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: m.invalidInput });
  });

  it('answers a malformed URL 400 in the API format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('a database that cannot answer', () => {
  const unavailable: Record<string, string>[] = [
    { code: 'ECONNREFUSED' },
    { code: '57P01', words: 'terminating connection due to administrator command' },
    { code: '57P03', words: 'the database system is starting up' },
    { code: '08006' },
    { words: 'Connection terminated unexpectedly' },
    { words: 'timeout exceeded when trying to connect' },
    { words: 'Query read timeout' },
  ];
  it.each(unavailable)('answers 503 with Retry-After and the contract message (%o)', async (query) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/database', query });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: m.serviceUnavailable });
  });

  it.each<Record<string, string>>([{ code: '42601' }, { code: '23503' }, {}])(
    'answers any other database error 500, without its text (%o)',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/database', query });
      expect(response.statusCode).toBe(500);
      expect(response.headers['retry-after']).toBeUndefined();
      expect(response.json()).toEqual({ message: m.serverError });
    },
  );
});

import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { listen } from '../support/social-fixtures.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  baseUrl = await listen(t.app);
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
}

/** A plain Node HTTP client posting `body`, streamed in chunks (with or without a Content-Length). */
function post(path: string, body: Buffer, withLength: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (withLength) headers['content-length'] = body.length;
    const request = httpRequest(`${baseUrl}${path}`, { method: 'POST', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    const chunk = 64 * 1024;
    let offset = 0;
    const writeMore = () => {
      while (offset < body.length) {
        const ok = request.write(body.subarray(offset, offset + chunk));
        offset += chunk;
        if (!ok) return void request.once('drain', writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

describe('the contract’s error body for what Fastify refuses before any route', () => {
  it.each(['/api/posts/%c0', '/api/users/%E0%A4%A', `${paths.notifications}/%ff`])('answers a malformed URL (%s) 400', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: m.invalidInput });
  });

  const viaFetch = async (path: string, body: Buffer): Promise<Answer> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.text() };
  };

  it.each([
    ['node:http with a Content-Length', (path: string, body: Buffer) => post(path, body, true)],
    ['node:http streaming without a length', (path: string, body: Buffer) => post(path, body, false)],
    ['fetch', viaFetch],
  ])('answers a JSON body over the limit 413 to %s, instead of resetting the connection', async (_name, send) => {
    // Many times the limit, so the client is still writing when the answer comes.
    const tooLarge = Buffer.from(JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(16 * 1024 * 1024) }));
    const answer = await send(paths.login, tooLarge);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: m.payloadTooLarge });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { paths } from '#contract/paths.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { makeMutual, newMembers, type Member } from '../support/social-fixtures.ts';

let t: TestApp;
let alice: Member;
let bob: Member;
beforeAll(async () => {
  t = await buildTestApp();
  [alice, bob] = (await newMembers(t.app, 2)) as [Member, Member];
  await makeMutual(t.app, alice, bob);
});
afterAll(() => t.close());

const bodies: unknown[] = [null, [], 'text', 42, true, {}, { content: null }, { receiver: {} }, { endpoint: ['x'] }, { keys: 'x' }];
const rawBodies = ['{', '{"content":', 'null', '"x"', '\u0000', '{"__proto__":{"polluted":1}}', ' '];

describe('malformed input to the social routes', () => {
  const writes = [
    ['POST', paths.addMessage],
    ['POST', paths.pushSubscriptions],
    ['DELETE', paths.pushSubscriptions],
    ['PATCH', paths.notificationsReadAll],
    ['PATCH', paths.notificationRead('0190a4b2-7c1d-7000-8000-000000000000')],
  ] as const;

  it.each(writes)('%s %s never answers 5xx', async (method, url) => {
    const requests: InjectOptions[] = [
      ...bodies.map((payload) => ({ method, url, headers: alice.headers, payload: payload as object })),
      ...rawBodies.map((payload) => ({ method, url, payload, headers: { ...alice.headers, 'content-type': 'application/json' } })),
      { method, url, payload: 'content=x', headers: { ...alice.headers, 'content-type': 'application/x-www-form-urlencoded' } },
      { method, url, payload: 'x'.repeat(2 * 1024 * 1024), headers: { ...alice.headers, 'content-type': 'application/json' } },
      { method, url, headers: { ...alice.headers, 'idempotency-key': 'k'.repeat(300) }, payload: {} },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${JSON.stringify(request.payload)?.slice(0, 40)}`).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    `${paths.messages}?sender=${'0190a4b2-7c1d-7000-8000-000000000000'}&receiver=x`,
    `${paths.messages}?sender=&receiver=`,
    `${paths.messages}?sender=a&sender=b&receiver=c`,
    `${paths.messages}?limit=1e3`,
    `${paths.notifications}?before=%00`,
    `${paths.notifications}?limit=-1`,
    `${paths.notifications}?userId=%E0%A4%A`,
  ])('GET %s never answers 5xx', async (url) => {
    const response = await t.app.inject({ method: 'GET', url, headers: alice.headers });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

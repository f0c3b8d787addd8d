import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../src/services/policies.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

/** Every route says what it does between two users of whom one blocks the other, so a new one cannot forget. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const routeNames = () => t.app.openApi.routes.map((route) => `${route.method} ${route.url}`);

describe('block rules of the policies table', () => {
  it('names a block rule, with its reason, for every route', () => {
    const missing = routeNames().filter((name) => !(name in policies.block.routes));
    expect(missing, 'routes without a block rule in services/block-rules.ts').toEqual([]);
    for (const rule of Object.values(policies.block.routes)) expect(Object.values(rule)[0]).toMatch(/\w/);
  });

  it('names no route that does not exist', () => {
    const names = new Set(routeNames());
    expect(Object.keys(policies.block.routes).filter((name) => !names.has(name))).toEqual([]);
  });
});

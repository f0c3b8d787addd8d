import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import type { PGlite } from '@electric-sql/pglite';
import { paths } from '#contract/paths.ts';
import { livenessAnswer, readinessAnswer } from '#contract/schemas/responses/health.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

const shell = '<!doctype html><html><body><div id="root"></div></body></html>';

/** A loopback port that refuses connections: a Redis that is down. */
async function refusingPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-dist-'));
  await writeFile(path.join(distDir, 'index.html'), shell);
  // Limits this low that a few calls reach them: the probes must still answer.
  t = await buildTestApp({ staticDir: distDir, rateLimitMultiplier: 0.002 });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the health probes', () => {
  it('answers /livez with JSON, not the app page behind the fallback', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.livez });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(v.parse(livenessAnswer, response.json())).toEqual({ status: 'ok' });
  });

  it('answers /readyz 200 while the database answers, naming each dependency (no Redis configured: off)', async () => {
    const response = await t.app.inject({ method: 'GET', url: paths.readyz });
    expect(response.statusCode).toBe(200);
    expect(v.parse(readinessAnswer, response.json())).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'off' } });
  });

  it('is never rate limited, while an API call from the same address is', async () => {
    const statuses = { probes: [] as number[], api: [] as number[] };
    for (let i = 0; i < 12; i += 1) {
      statuses.probes.push((await t.app.inject({ method: 'GET', url: i % 2 ? paths.livez : paths.readyz })).statusCode);
      statuses.api.push((await t.app.inject({ method: 'GET', url: paths.posts })).statusCode);
    }
    expect(statuses.probes.every((status) => status === 200)).toBe(true);
    expect(statuses.api).toContain(429);
  });

  it('is declared in the OpenAPI document with its answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: paths.openApi, remoteAddress: '10.9.9.9' })).json<{
      paths: Record<string, { get: { responses: object } }>;
    }>();
    expect(Object.keys(document.paths[paths.livez]!.get.responses)).toEqual(['200']);
    expect(Object.keys(document.paths[paths.readyz]!.get.responses).sort()).toEqual(['200', '503']);
  });
});

describe('readiness when a dependency is down', () => {
  it('reports a Redis that refuses connections as down, and stays ready: the server serves without it, at once', async () => {
    const app = await buildTestApp({ redisUrl: `redis://127.0.0.1:${await refusingPort()}` });
    try {
      const started = performance.now();
      const response = await app.app.inject({ method: 'GET', url: paths.readyz });
      const posts = await app.app.inject({ method: 'GET', url: paths.posts });
      console.log(
        `readyz and a feed page with Redis refusing: ${response.statusCode}, ${posts.statusCode} in ${(performance.now() - started).toFixed(0)} ms`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'down' } });
      expect(posts.statusCode).toBe(200);
      // Refused at once rather than waited out: under Redis's 2,000 ms connect timeout even on a loaded machine.
      expect(performance.now() - started).toBeLessThan(1900);
    } finally {
      await app.close();
    }
  });

  it('answers 503 once the database no longer answers', async () => {
    const app = await buildTestApp();
    // The embedded database itself, closed under the running app.
    const client = (app.app.db as unknown as { $client: PGlite }).$client;
    if (!client.close) return; // on PostgreSQL (TEST_DATABASE_URL) the fault suite covers this with a server of its own
    await client.close();
    const response = await app.app.inject({ method: 'GET', url: paths.readyz });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', checks: { database: 'down', redis: 'off' } });
    expect((await app.app.inject({ method: 'GET', url: paths.livez })).statusCode).toBe(200);
    await app.close().catch(() => undefined);
  });
});

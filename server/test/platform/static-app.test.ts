import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../support/build.ts';

const shell = '<!doctype html><html><body><div id="root"></div></body></html>';
const bigScript = 'export const words = ["a walk in the park"];\n'.repeat(200);

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'pawpals-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), shell);
  await writeFile(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app");');
  // As the build writes them: the file and its compressed copies beside it.
  await writeFile(path.join(distDir, 'assets', 'big-def456.js'), bigScript);
  await writeFile(path.join(distDir, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
  await writeFile(path.join(distDir, 'assets', 'big-def456.js.gz'), gzipSync(bigScript));
  t = await buildTestApp({ staticDir: distDir });
});
afterAll(async () => {
  await t.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the built app', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('console.log');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli copy of an asset to a browser that accepts it, and the plain file otherwise', async () => {
    const brotli = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);

    const plain = await t.app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('serves the service worker revalidated, never cached as immutable', async () => {
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/', '/feed', '/posts/123', '/profile/abc?tab=pets'])('answers the page path %s with the shell, revalidated', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(shell);
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it.each(['/api/nothing', '/media/unknown.webp', '/assets/missing.js', '/socket.io/x'])(
    'answers %s 404 in JSON, not with the shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toHaveProperty('message');
    },
  );

  it('does not answer a POST to a page path with the shell', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/feed' });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve files outside the build', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.body).not.toContain('root:');
  });
});

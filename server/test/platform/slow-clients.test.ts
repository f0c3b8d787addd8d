import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../../src/config.ts';
import { logConnectionCap } from '../../src/http/node-server.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';

let t: TestApp;
let port: number;
const metricsToken = 'scrape-secret-cap';
beforeAll(async () => {
  t = await buildTestApp({ clientLimits: { headersTimeoutMs: 1000, requestTimeoutMs: 3000, maxConnections: 4 }, metricsToken });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A client that opens a connection and answers when, and how, the server ended it. */
function openClient() {
  const socket = net.connect(port, '127.0.0.1');
  const opened = performance.now();
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise<{ afterMs: number; received: string }>((resolve) => {
    socket.on('close', () => resolve({ afterMs: performance.now() - opened, received }));
    socket.on('error', () => undefined);
  });
  return { socket, ended, connected: new Promise((resolve) => socket.once('connect', resolve)) };
}

describe('slow and too many clients', () => {
  it('cuts off a client dribbling its headers (slowloris) soon after the header timeout', async () => {
    const client = openClient();
    await client.connected;
    client.socket.write('GET /api/posts HTTP/1.1\r\nHost: localhost\r\n');
    const drip = setInterval(() => client.socket.writable && client.socket.write('X-Slow: 1\r\n'), 200);
    const { afterMs, received } = await client.ended;
    clearInterval(drip);
    expect(afterMs).toBeGreaterThanOrEqual(900);
    expect(afterMs).toBeLessThan(3000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off a body that never finishes after the request timeout', async () => {
    const client = openClient();
    await client.connected;
    client.socket.write(
      'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":',
    );
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 200);
    const { afterMs } = await client.ended;
    clearInterval(drip);
    expect(afterMs).toBeGreaterThanOrEqual(2500);
    expect(afterMs).toBeLessThan(6000);
  });

  it('says in the log that the cap was reached at the first connection closed, then at most once a minute', async () => {
    const server = http.createServer();
    server.maxConnections = 1;
    const warnings: { details: unknown; text: string }[] = [];
    logConnectionCap(server, { warn: (details: unknown, text: string) => warnings.push({ details, text }) } as unknown as FastifyBaseLogger);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as AddressInfo;
    const sockets = Array.from({ length: 3 }, () => net.connect(address.port, '127.0.0.1').on('error', () => undefined));
    await Promise.all(sockets.slice(1).map((socket) => new Promise((resolve) => socket.once('close', resolve))));
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    expect(warnings).toEqual([
      { details: { dropped: 1, maxConnections: 1 }, text: 'connection cap reached: new connections are closed as they arrive' },
    ]);
  });

  it('closes a connection beyond the cap as it arrives, and serves again once one is free', async () => {
    const held = Array.from({ length: 4 }, openClient);
    await Promise.all(held.map((client) => client.connected));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = openClient();
    const { afterMs, received } = await extra.ended;
    expect(afterMs).toBeLessThan(500);
    expect(received).toBe('');
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.ended));
    const answer = await fetch(`http://127.0.0.1:${port}/livez`);
    expect(answer.status).toBe(200);
    const metrics = await (await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
    expect(Number(/^pawpals_http_connections_dropped_total (\d+)$/m.exec(metrics)?.[1])).toBe(1);
  });

  it('reads the limits from the environment, refusing what is not a number', () => {
    expect(loadConfig({}).clientLimits).toEqual({ headersTimeoutMs: 10_000, requestTimeoutMs: 120_000, maxConnections: 10_000 });
    expect(loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '200' }).clientLimits).toMatchObject({
      headersTimeoutMs: 5000,
      maxConnections: 200,
    });
    expect(() => loadConfig({ MAX_CONNECTIONS: 'many' })).toThrow(/MAX_CONNECTIONS is "many": give a number of connections/);
  });
});

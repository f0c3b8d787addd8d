import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { trustProxies } from '../../src/http/trusted-proxies.ts';
import { handshakeAddress } from '../../src/realtime-handshake-limit.ts';
import type { RealtimeSocket } from '../../src/realtime-events.ts';

const peer = '10.0.0.1';
const forwardedLists = [undefined, '203.0.113.7', '198.51.100.9, 203.0.113.7', '1.2.3.4, 198.51.100.9, 203.0.113.7', ' 1.2.3.4 ,198.51.100.9 '];

describe('the client address behind N proxies', () => {
  it('is the same for a socket.io handshake as for an HTTP request, and is what the outermost proxy appended', async () => {
    for (const proxies of [0, 1, 2, 3]) {
      const app = Fastify({ trustProxy: trustProxies(proxies) });
      app.get('/ip', async (request) => request.ip);
      for (const forwarded of forwardedLists) {
        const headers = forwarded === undefined ? {} : { 'x-forwarded-for': forwarded };
        const http = (await app.inject({ url: '/ip', headers, remoteAddress: peer })).body;
        const socket = { request: { headers, socket: { remoteAddress: peer } } } as unknown as RealtimeSocket;
        expect(handshakeAddress(socket, proxies), `${proxies} proxies, X-Forwarded-For ${forwarded}`).toBe(http);
      }
      await app.close();
    }
    // Two proxies: the second entry from the end, never the one the client wrote first.
    const socket = {
      request: { headers: { 'x-forwarded-for': '1.2.3.4, 198.51.100.9, 203.0.113.7' }, socket: { remoteAddress: peer } },
    } as unknown as RealtimeSocket;
    expect(handshakeAddress(socket, 2)).toBe('198.51.100.9');
    expect(handshakeAddress(socket, 0)).toBe(peer);
  });
});

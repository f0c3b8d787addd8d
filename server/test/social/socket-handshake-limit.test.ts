import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { socketPath } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { listen, newMember } from '../support/social-fixtures.ts';

/** The outcome of one handshake: 'connected', or the server's refusal text. */
function handshake(baseUrl: string, token: string, forwardedFor?: string): Promise<string> {
  const socket: Socket = io(baseUrl, {
    path: socketPath,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
    ...(forwardedFor && { extraHeaders: { 'x-forwarded-for': forwardedFor } }),
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      socket.close();
      resolve('connected');
    });
    socket.once('connect_error', (error) => {
      socket.close();
      resolve(error.message);
    });
  });
}

const forged = 'f'.repeat(40);

describe('socket.io handshakes are limited per address, as shipped', () => {
  let behindProxy: TestApp;
  let direct: TestApp;
  let proxyUrl: string;
  let directUrl: string;
  beforeAll(async () => {
    behindProxy = await buildTestApp({ rateLimitMultiplier: 1, trustProxy: 1 });
    direct = await buildTestApp({ rateLimitMultiplier: 1 });
    proxyUrl = await listen(behindProxy.app);
    directUrl = await listen(direct.app);
  });
  afterAll(() => Promise.all([behindProxy.close(), direct.close()]));

  it('refuses the 121st handshake in a minute from one client, before looking at its token; others still connect', async () => {
    for (let i = 0; i < 120; i += 1) expect(await handshake(proxyUrl, forged, '10.9.9.9')).toBe(m.notSignedIn);
    const member = await newMember(behindProxy.app);
    expect(await handshake(proxyUrl, member.token, '10.9.9.9')).toBe(m.tooManyRequests);
    expect(await handshake(proxyUrl, member.token, '10.9.9.10')).toBe('connected');
    // The proxy appends the client it saw; what the client wrote before that is not believed.
    expect(await handshake(proxyUrl, member.token, '10.9.9.11, 10.9.9.9')).toBe(m.tooManyRequests);
  });

  it('believes no X-Forwarded-For without a trusted proxy', async () => {
    for (let i = 0; i < 120; i += 1) expect(await handshake(directUrl, forged, `10.8.${i >> 6}.${i & 63}`)).toBe(m.notSignedIn);
    expect(await handshake(directUrl, forged, '10.8.9.1')).toBe(m.tooManyRequests);
  });
});

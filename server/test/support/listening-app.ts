import { afterAll, afterEach, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { buildTestApp, type TestApp } from './build.ts';
import { connect, listen, type Member } from './social-fixtures.ts';

/**
 * One app for the calling test file, listening on a free port, with the
 * sockets each test opens closed after it. Call at the top of the file.
 */
export function useListeningApp() {
  let t: TestApp;
  let baseUrl: string;
  const open: Socket[] = [];
  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await listen(t.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  return {
    get app(): FastifyInstance {
      return t.app;
    },
    get baseUrl(): string {
      return baseUrl;
    },
    /** A connected socket of the member (or of a bare token), closed after the test. */
    async socketOf(member: Member | string, transports?: Parameters<typeof connect>[2]): Promise<Socket> {
      const socket = await connect(baseUrl, typeof member === 'string' ? member : member.token, transports);
      open.push(socket);
      return socket;
    },
  };
}

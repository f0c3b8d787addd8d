import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** held: no answer yet; answered; abandoned: the sender gave up before any answer. */
  state: 'held' | 'answered' | 'abandoned';
}

/** How long a hanging push service keeps a request before answering anyway. */
const hangMs = 30_000;

/**
 * A push service on loopback playing the browser vendor's part: it records
 * each message and answers with a status, or hangs (30 s) until released.
 */
export async function startLoopbackPushService() {
  const received: ReceivedPush[] = [];
  let answer: number | 'hang' = 201;
  const held = new Map<ReceivedPush, (status: number) => void>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push: ReceivedPush = { path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks), state: 'held' };
      received.push(push);
      const respond = (status: number) => {
        held.delete(push);
        clearTimeout(timer);
        if (push.state !== 'held') return;
        push.state = 'answered';
        response.writeHead(status).end();
      };
      response.on('close', () => {
        if (push.state === 'held') push.state = 'abandoned';
        held.delete(push);
        clearTimeout(timer);
      });
      const timer = answer === 'hang' ? setTimeout(() => respond(201), hangMs) : undefined;
      if (answer === 'hang') held.set(push, respond);
      else respond(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A new subscription's endpoint, as the vendor hands one to a browser. */
    newEndpoint: () => `${origin}/push/${crypto.randomUUID()}`,
    /** From now on, answer every message with this status. */
    answerWith(status: number) {
      answer = status;
    },
    /** From now on, hold every message without answering. */
    hang() {
      answer = 'hang';
    },
    /** Answers the held messages with this status, and later ones too. */
    release(status = 201) {
      answer = status;
      for (const respond of [...held.values()]) respond(status);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type LoopbackPushService = Awaited<ReturnType<typeof startLoopbackPushService>>;

import { db } from '../db.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { flushOutbox } from './flush.ts';

/** For tests: the server's side of one call, answering `status` with `body` as JSON. */
const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

/** For tests: flushes as each user who has rows waiting, the way their own sign-in would, each call answered by `fetcher`. */
export async function flushThrough(fetcher: typeof fetch) {
  for (const userId of new Set((await db.outbox.toArray()).map((row) => row.userId))) {
    await flushOutbox({ session: () => ({ userId, token: 'token' }), transport: fetchTransport(fetcher) });
  }
}

/** For tests: flushes as each user who has rows waiting, the server answering `status` with `body`. */
export const flushWith = (status: number, body: unknown) => flushThrough(answer(status, body));

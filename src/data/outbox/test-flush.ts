import { db } from '../db.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { flushOutbox } from './flush.ts';

/** For tests: the server's side of one call, answering `status` with `body`. */
const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as typeof fetch;

/** For tests: flushes as each user who has rows waiting, the way their own sign-in would, the server answering `status` with `body`. */
export async function flushWith(status: number, body: unknown) {
  for (const userId of new Set((await db.outbox.toArray()).map((row) => row.userId))) {
    await flushOutbox({ session: () => ({ userId, token: 'token' }), transport: fetchTransport(answer(status, body)) });
  }
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyHeader } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { Db } from '../db/client.ts';
import * as idempotencyKeys from '../repositories/idempotency.ts';
import { conflict } from './errors.ts';
import { keyedStatement, type KeyColumns, type KeyedStatement } from './keyed-statement.ts';
import { inFlight, replayed, requestKeyOf, send, sendReplay, type Outcome } from './mutation.ts';

/**
 * `runMutation` for a change made in one statement, with no transaction
 * around it: the statement claims the Idempotency-Key, makes the change and
 * stores its answer (`KeyedStatement`), or answers the key's stored one.
 * `outcome` then refuses what the statement did not make (404, 403: it
 * changed and stored nothing then) or answers what it made. A repeat gets
 * the stored answer, one sent while the first still runs gets 409.
 */
export async function runStatementMutation<Row extends KeyColumns & { answer: unknown }>(
  request: FastifyRequest,
  reply: FastifyReply,
  statement: (db: Db, key: KeyedStatement) => Promise<Row | KeyColumns>,
  outcome: (row: Row) => Outcome,
): Promise<FastifyReply> {
  const { db } = request.server;
  if (request.headers[idempotencyHeader] === undefined) return send(reply, outcome(written(await statement(db, keyedStatement(null)))));
  const requestKey = requestKeyOf(request);
  const slot = inFlight(request, requestKey.scope, requestKey.key);
  try {
    let row: Row | KeyColumns;
    try {
      row = await statement(db, keyedStatement(requestKey));
    } catch (error) {
      // The key's previous holder may have stored its answer just before this statement's claim (see `keyedStatement`).
      const stored = await idempotencyKeys.find(db, requestKey.scope, requestKey.key).catch(() => null);
      if (!stored) throw error;
      return sendReplay(reply, replayed(stored, requestKey.requestHash));
    }
    if (!row.key_claimed) throw conflict(m.idempotencyKeyInFlight);
    if (row.stored_hash !== null && row.stored_status !== null) {
      return sendReplay(reply, replayed({ requestHash: row.stored_hash, status: row.stored_status, body: row.stored_body }, requestKey.requestHash));
    }
    return send(reply, outcome(written(row)));
  } finally {
    slot.release();
  }
}

/** The statement's row once its key is known to be claimed and unanswered: it has made the change (or refused it). */
function written<Row extends KeyColumns & { answer: unknown }>(row: Row | KeyColumns): Row {
  if (!('answer' in row)) throw new Error('the statement stopped at its key, which was claimed and unanswered');
  return row;
}

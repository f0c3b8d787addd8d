import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { idempotencyKeySchema } from '#contract/schemas/common.ts';
import { idempotencyHeader } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import * as idempotencyKeys from '../repositories/idempotency.ts';
import { HttpError, badRequest, conflict } from './errors.ts';
import { stableHash } from './stable-hash.ts';
import type { RequestKey } from './keyed-statement.ts';

export interface Outcome {
  status: number;
  body: unknown;
  /** What a repeat of the key answers, when it must differ from `body` (register keeps no token). */
  stored?: unknown;
  /** Runs once the change is committed (live events, push, file clean-up); never on a replay. */
  afterCommit?: () => unknown;
}

export interface MutationOptions {
  /** What identifies the request's payload; defaults to the parsed body. Multipart routes pass field values and file digests. */
  fingerprint?: unknown;
  /** Turns a stored answer into the one to send again (register issues a fresh token instead of storing one). */
  onReplay?: (stored: { status: number; body: unknown }) => Promise<{ status: number; body: unknown }>;
}

/** Keys being worked on, per embedded database (route plugins each see their own instance, but share the app's db). */
const inflight = new WeakMap<object, Set<string>>();

type Claimed = { done: Outcome } | { replay: { status: number; body: unknown } };

/**
 * Runs a change in one transaction and answers it. With an Idempotency-Key
 * the transaction first claims the key (an advisory lock every process on the
 * database sees) and reads its stored answer in the same statement, then
 * answers from the store if the key was done before, or does the work and
 * stores its answer in that same transaction. A repeat
 * therefore gets the stored answer, one sent while the first still runs gets
 * 409, and a failed attempt stores nothing and may be retried.
 */
export async function runMutation(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Outcome>,
  options: MutationOptions = {},
): Promise<FastifyReply> {
  const { db } = request.server;
  if (request.headers[idempotencyHeader] === undefined) {
    const outcome = await db.transaction(work);
    return send(reply, outcome);
  }
  const { scope, key, requestHash } = requestKeyOf(request, options);
  const slot = inFlight(request, scope, key);
  const replayOf = (stored: { requestHash: string; status: number; body: unknown }): Claimed => ({ replay: replayed(stored, requestHash) });
  let claimedUnanswered = false;
  try {
    const claimed = await db
      .transaction(async (tx): Promise<Claimed> => {
        const claim = await idempotencyKeys.claimAndFind(tx, scope, key);
        if (!claim.claimed) throw conflict(m.idempotencyKeyInFlight);
        if (claim.stored) return replayOf(claim.stored);
        claimedUnanswered = true;
        const outcome = await work(tx);
        const body = outcome.stored ?? outcome.body ?? null;
        if (!(await idempotencyKeys.insertIfNew(tx, { scope, key, requestHash, status: outcome.status, body }))) {
          throw new Error('the idempotency key was answered meanwhile');
        }
        return { done: outcome };
      })
      .catch(async (error: unknown) => {
        // The claim's read can miss the answer of the key's previous holder, committed just before the claim: this
        // attempt changed nothing, and that answer is the one to give.
        const stored = claimedUnanswered ? await idempotencyKeys.find(db, scope, key).catch(() => null) : null;
        if (!stored) throw error;
        return replayOf(stored);
      });
    if ('done' in claimed) return send(reply, claimed.done);
    return sendReplay(reply, claimed.replay, options);
  } finally {
    slot.release();
  }
}

/** The request's Idempotency-Key, checked, in the caller's scope, with the hash of what it asks. */
export function requestKeyOf(request: FastifyRequest, options: MutationOptions = {}): RequestKey {
  const parsedKey = v.safeParse(idempotencyKeySchema, request.headers[idempotencyHeader]);
  if (!parsedKey.success) throw badRequest(m.idempotencyKeyInvalid);
  const requestHash = stableHash({
    method: request.method,
    url: request.url,
    payload: options.fingerprint ?? request.body ?? null,
  });
  return { scope: request.user?.id ?? 'anonymous', key: parsedKey.output, requestHash };
}

/**
 * Marks the key as being worked on in this process, or answers 409 when it
 * already is. PGlite only: it has one connection, so a second claim would wait
 * behind the running one instead of failing.
 */
export function inFlight(request: FastifyRequest, scope: string, key: string): { release(): void } {
  const { db, config } = request.server;
  const running = config.database === 'postgres' ? undefined : runningKeys(db);
  const slot = `${scope}\u0000${key}`;
  if (running?.has(slot)) throw conflict(m.idempotencyKeyInFlight);
  running?.add(slot);
  return { release: () => running?.delete(slot) };
}

/** The stored answer to give again: 422 when the key came with another request. */
export function replayed(stored: { requestHash: string; status: number; body: unknown }, requestHash: string) {
  if (stored.requestHash !== requestHash) throw new HttpError(422, m.idempotencyKeyReused);
  return { status: stored.status, body: stored.body };
}

export async function sendReplay(reply: FastifyReply, stored: { status: number; body: unknown }, options: MutationOptions = {}) {
  // After the transaction: a replay step may use the database itself (register opens a session).
  const answer = options.onReplay ? await options.onReplay(stored) : stored;
  reply.header('idempotent-replayed', 'true');
  return sendBody(reply, answer.status, answer.body);
}

function runningKeys(db: object): Set<string> {
  const running = inflight.get(db) ?? new Set<string>();
  inflight.set(db, running);
  return running;
}

export async function send(reply: FastifyReply, outcome: Outcome) {
  const sent = sendBody(reply, outcome.status, outcome.body);
  if (outcome.afterCommit) {
    try {
      await outcome.afterCommit();
    } catch (error) {
      reply.log.error({ err: error }, 'after-commit step failed');
    }
  }
  return sent;
}

const sendBody = (reply: FastifyReply, status: number, body: unknown) =>
  status === 204 || body === null || body === undefined ? reply.code(status).send() : reply.code(status).send(body);

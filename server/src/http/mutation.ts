import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../db/errors.ts';
import type { Tx } from '../db/client.ts';
import { idempotencyKeySchema } from '#contract/schemas/common.ts';
import { idempotencyHeader } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import * as idempotencyKeys from '../repositories/idempotency.ts';
import { HttpError, badRequest, conflict } from './errors.ts';
import { stableHash } from './stable-hash.ts';

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

/** Keys being worked on, per database (route plugins each see their own instance, but share the app's db). */
const inflight = new WeakMap<object, Set<string>>();

/**
 * Runs a change in one transaction and answers it. With an Idempotency-Key
 * the answer is stored in that same transaction, so a repeat gets
 * the stored answer and the work is never done twice; a failed attempt
 * stores nothing and may be retried.
 */
export async function runMutation(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<Outcome>,
  options: MutationOptions = {},
): Promise<FastifyReply> {
  const { db } = request.server;
  const rawKey = request.headers[idempotencyHeader];
  if (rawKey === undefined) {
    const outcome = await db.transaction(work);
    return send(reply, outcome);
  }
  const parsedKey = v.safeParse(idempotencyKeySchema, rawKey);
  if (!parsedKey.success) throw badRequest(m.idempotencyKeyInvalid);
  const key = parsedKey.output;
  const scope = request.user?.id ?? 'anonymous';
  const requestHash = stableHash({
    method: request.method,
    url: request.url,
    payload: options.fingerprint ?? request.body ?? null,
  });

  // Checked before the store: on PGlite the running transaction holds the only connection, so the lookup would wait for it.
  const running = inflight.get(db) ?? new Set<string>();
  inflight.set(db, running);
  const slot = `${scope}\u0000${key}`;
  if (running.has(slot)) throw conflict(m.idempotencyKeyInFlight);
  running.add(slot);
  try {
    if (await replayStored(request, reply, scope, key, requestHash, options)) return reply;
    const outcome = await db.transaction(async (tx) => {
      const result = await work(tx);
      await idempotencyKeys.insert(tx, { scope, key, requestHash, status: result.status, body: result.stored ?? result.body ?? null });
      return result;
    });
    return send(reply, outcome);
  } catch (error) {
    if (!(error instanceof HttpError) && isUniqueViolation(error)) {
      // Another process finished the same key first: answer as it did.
      if (await replayStored(request, reply, scope, key, requestHash, options)) return reply;
      throw conflict(m.idempotencyKeyInFlight);
    }
    throw error;
  } finally {
    running.delete(slot);
  }
}

/**
 * Sends the stored answer for the key, if there is one, and says whether it did.
 * (A boolean, not the reply: a reply is thenable, and awaiting it yields undefined.)
 */
async function replayStored(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  key: string,
  requestHash: string,
  options: MutationOptions,
): Promise<boolean> {
  const stored = await idempotencyKeys.find(request.server.db, scope, key);
  if (!stored) return false;
  if (stored.requestHash !== requestHash) throw new HttpError(422, m.idempotencyKeyReused);
  const answer = options.onReplay
    ? await options.onReplay({ status: stored.status, body: stored.body })
    : { status: stored.status, body: stored.body };
  reply.header('idempotent-replayed', 'true');
  sendBody(reply, answer.status, answer.body);
  return true;
}

async function send(reply: FastifyReply, outcome: Outcome) {
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

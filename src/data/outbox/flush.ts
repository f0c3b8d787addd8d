import { messages } from '@/contract/messages.ts';
import { db, type OutboxFailureInfo, type OutboxRow } from '../db.ts';
import { failureOf, type CallFailure } from '../transport/call-failure.ts';
import type { Transport } from '../transport/transport.ts';
import { outboxKind } from './kind-registry.ts';
import { giveUpAfterMs, retryDelayMs } from './backoff.ts';
import { withFlushLock } from './lock.ts';
import { reportOutboxFailure } from './failures.ts';
import { dropRows } from './row-photos.ts';
import type { AheadCalls } from './upload-ahead.ts';
import { UnreadableAnswer } from './unreadable-answer.ts';
import type { OutboxSession } from './outbox-session.ts';

export interface FlushOptions {
  /**
   * Who is signed in, read again before each send, never stored with the row:
   * only that user's rows go, with the token of that moment.
   */
  session: () => Promise<OutboxSession | null> | OutboxSession | null;
  /** The page's or the worker's: it applies the 401 rule (the session was revoked; the rows wait for the next sign-in). */
  transport: Transport;
  now?: () => Date;
}

export interface FlushResult {
  sent: number;
  failed: number;
  /** Rows of the signed-in user still pending after this flush. */
  waiting: number;
}

type Attempt =
  | { outcome: 'sent'; answer: unknown }
  | { outcome: 'retry'; error: string }
  | { outcome: 'unauthorized' }
  | { outcome: 'refused'; status: number; message: string | null };

/**
 * 5xx, 429, 408 and 409 (the first try still running on the server) are worth
 * another try, as is no answer at all. A 409 that names a field (a photo
 * uploaded ahead already used elsewhere) is a refusal: trying again cannot help.
 */
const isRetryable = (status: number, fieldErrors: CallFailure['errors']) =>
  status >= 500 || status === 429 || status === 408 || (status === 409 && Object.keys(fieldErrors).length === 0);

/**
 * Sends the signed-in user's due outbox rows oldest first, one flush at a time
 * across tabs and the service worker. A row that cannot be sent yet holds back
 * the later rows of its order key, so one conversation's messages never
 * overtake each other. Other users' rows are never touched.
 */
export async function flushOutbox(options: FlushOptions): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, waiting: 0 };
  await withFlushLock(async () => {
    const now = options.now ?? (() => new Date());
    const owner = (await options.session())?.userId;
    if (!owner) return;
    const held = new Set<string>();
    let revoked = false;
    const rows = await db.outbox.where('[userId+status]').equals([owner, 'pending']).sortBy('createdAt');
    for (const row of rows) {
      const session = revoked || held.has(row.orderKey) || row.nextAttemptAt > now().toISOString() ? null : await options.session();
      // Signed out, or someone else signed in, since the flush began: the row waits for its own user.
      if (!session || session.userId !== row.userId) {
        held.add(row.orderKey);
        result.waiting += 1;
        continue;
      }
      const attempt = await send(row, session.token, options.transport);
      if (attempt.outcome === 'unauthorized') {
        // Not a refusal: the session is over, and every row waits untouched for its user's next sign-in.
        revoked = true;
        held.add(row.orderKey);
        result.waiting += 1;
      } else if (attempt.outcome === 'sent') {
        await settle(row, attempt.answer);
        result.sent += 1;
      } else if (attempt.outcome === 'refused') {
        await refuse(row, { status: attempt.status, message: attempt.message, at: now().toISOString() });
        result.failed += 1;
      } else if (Date.parse(row.createdAt) + giveUpAfterMs <= now().getTime()) {
        await refuse(row, { status: null, message: null, at: now().toISOString() }, attempt.error);
        result.failed += 1;
      } else {
        await db.outbox.update(row.id, {
          attempts: row.attempts + 1,
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(row.attempts + 1)).toISOString(),
          lastError: attempt.error,
        });
        held.add(row.orderKey);
        result.waiting += 1;
      }
    }
  });
  return result;
}

/**
 * A 2xx whose body its kind cannot read (a portal's page, or a server newer
 * than this app) may not have saved anything: the row fails, so the person
 * decides. A retry is safe with the same key: the server saves it once.
 */
const unreadable = (status: number): Attempt => ({ outcome: 'refused', status, message: messages.answerUnreadable });

async function send(row: OutboxRow, token: string, transport: Transport): Promise<Attempt> {
  const kind = outboxKind(row.kind);
  try {
    const calls: AheadCalls = {
      upload: (path, form, idempotencyKey) => transport.request<unknown>({ method: 'POST', path, form, token, idempotencyKey }),
    };
    const body = await kind.bodyToSend(row, calls);
    const answer = await transport.request<unknown>({
      method: row.method,
      path: row.path,
      json: body === null ? undefined : body,
      token,
      idempotencyKey: row.id,
    });
    if (!kind.answerReads(answer.data)) return unreadable(answer.status);
    return { outcome: 'sent', answer: answer.data };
  } catch (error) {
    if (error instanceof UnreadableAnswer) return unreadable(error.status);
    const failure = failureOf(error);
    if (failure.status === null) return { outcome: 'retry', error: 'No answer from the server' };
    if (failure.status === 401) return { outcome: 'unauthorized' };
    if (isRetryable(failure.status, failure.errors)) return { outcome: 'retry', error: `HTTP ${failure.status}` };
    return { outcome: 'refused', status: failure.status, message: failure.message };
  }
}

/**
 * The answer, already read as its kind's, is written back and the row goes; a
 * row discarded while it was on the way changes nothing. The server has the
 * change either way: an answer that still cannot be written back must not
 * keep the row (and the rows behind it) resending forever; the next sync
 * brings the server's copy.
 */
async function settle(row: OutboxRow, answer: unknown) {
  try {
    await db.transaction('rw', db.tables, async () => {
      if (!(await db.outbox.get(row.id))) return;
      await outboxKind(row.kind).reconcile(row, answer);
      await dropRows([row.id]);
    });
  } catch {
    await dropRows([row.id]);
  }
}

async function refuse(row: OutboxRow, failure: OutboxFailureInfo, lastError = failure.message ?? `HTTP ${failure.status}`) {
  const failed = await db.transaction('rw', db.tables, async () => {
    if (!(await db.outbox.get(row.id))) return false;
    await outboxKind(row.kind).rollback(row);
    await db.outbox.update(row.id, { status: 'failed', lastError, failure });
    return true;
  });
  if (failed) reportOutboxFailure({ row: { ...row, status: 'failed', lastError, failure }, message: failure.message, status: failure.status });
}

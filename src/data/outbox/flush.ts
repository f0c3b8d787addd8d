import { db, type OutboxRow } from '../db.ts';
import { idempotencyHeader } from '@/contract/paths.ts';
import { outboxKind } from './kinds.ts';
import { giveUpAfterMs, retryDelayMs } from './backoff.ts';
import { withFlushLock } from './lock.ts';
import { reportOutboxFailure } from './failures.ts';

export interface FlushOptions {
  /** Read at send time, never stored with the row: the user may have signed in again since. */
  getToken: () => Promise<string | null> | string | null;
  fetch?: typeof fetch;
  now?: () => Date;
  /** The server no longer accepts the token: the page signs out; the rows wait for the next sign-in. */
  onUnauthorized?: () => void;
}

export interface FlushResult {
  sent: number;
  failed: number;
  waiting: number;
}

type Attempt = { outcome: 'sent'; answer: unknown } | { outcome: 'retry'; error: string } | { outcome: 'refused'; status: number; message: string | null };

/** Network errors, 5xx, 429 and 409 (the first try still running on the server) are worth another try. */
const isRetryable = (status: number) => status >= 500 || status === 429 || status === 409 || status === 408 || status === 401;

/**
 * Sends due outbox rows oldest first, one flush at a time across tabs and the
 * service worker. A row that cannot be sent yet holds back the later rows of
 * its order key, so one conversation's messages never overtake each other.
 */
export async function flushOutbox(options: FlushOptions): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, failed: 0, waiting: 0 };
  await withFlushLock(async () => {
    const now = options.now ?? (() => new Date());
    const held = new Set<string>();
    const rows = await db.outbox.where('status').equals('pending').sortBy('createdAt');
    for (const row of rows) {
      if (held.has(row.orderKey) || row.nextAttemptAt > now().toISOString()) {
        held.add(row.orderKey);
        result.waiting += 1;
        continue;
      }
      const token = await options.getToken();
      if (!token) {
        held.add(row.orderKey);
        result.waiting += 1;
        continue;
      }
      const attempt = await send(row, token, options.fetch ?? fetch);
      if (attempt.outcome === 'retry' && attempt.error === 'HTTP 401') options.onUnauthorized?.();
      if (attempt.outcome === 'sent') {
        await settle(row, attempt.answer);
        result.sent += 1;
      } else if (attempt.outcome === 'refused') {
        await refuse(row, attempt.message ?? `HTTP ${attempt.status}`);
        reportOutboxFailure({ row, message: attempt.message, status: attempt.status });
        result.failed += 1;
      } else if (Date.parse(row.createdAt) + giveUpAfterMs <= now().getTime()) {
        await refuse(row, attempt.error);
        reportOutboxFailure({ row, message: null, status: null });
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

async function send(row: OutboxRow, token: string, fetcher: typeof fetch): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetcher(row.path, {
      method: row.method,
      headers: {
        authorization: `Bearer ${token}`,
        [idempotencyHeader]: row.id,
        ...(row.body !== null && { 'content-type': 'application/json' }),
      },
      body: row.body === null ? undefined : JSON.stringify(row.body),
    });
  } catch (error) {
    return { outcome: 'retry', error: error instanceof Error ? error.message : 'network error' };
  }
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) return { outcome: 'sent', answer };
  if (isRetryable(response.status)) return { outcome: 'retry', error: `HTTP ${response.status}` };
  const message = (answer as { message?: unknown } | null)?.message;
  return { outcome: 'refused', status: response.status, message: typeof message === 'string' ? message : null };
}

async function settle(row: OutboxRow, answer: unknown) {
  await db.transaction('rw', db.tables, async () => {
    await outboxKind(row.kind).reconcile(row, answer);
    await db.outbox.delete(row.id);
  });
}

async function refuse(row: OutboxRow, error: string) {
  await db.transaction('rw', db.tables, async () => {
    await outboxKind(row.kind).rollback(row);
    await db.outbox.update(row.id, { status: 'failed', lastError: error });
  });
}

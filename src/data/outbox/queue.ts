import { db, type OutboxRow } from '../db.ts';
import { outboxKind } from './kind-registry.ts';
import { announceQueued } from './queue-events.ts';
import { dropRows, photoRowsOf, type PhotoToKeep } from './row-photos.ts';

export interface WriteRequest {
  /** The signed-in user making the change: only their sessions send it. */
  userId: string;
  kind: string;
  method: OutboxRow['method'];
  path: string;
  body?: unknown;
  /** Already checked against the kind's schema (see `defineOutboxKind`). */
  context?: unknown;
  /** Rows with the same key are sent in the order they were made (one post, one conversation). */
  orderKey: string;
  /** Photos kept with the row, uploaded ahead of it when it is sent. */
  photos?: readonly PhotoToKeep[];
}

/** The outbox row and its optimistic change, in one transaction: both happen or neither does. */
export async function queueWrite(request: WriteRequest, now = new Date()): Promise<OutboxRow> {
  const row = await db.transaction('rw', db.tables, async () => {
    const made = newRow(request, await orderedTime(now), now);
    await outboxKind(made.kind).apply(made);
    await db.outbox.add(made);
    if (request.photos) await db.outboxPhotos.bulkAdd(photoRowsOf(made.id, request.photos));
    return made;
  });
  announceQueued();
  return row;
}

/** Rows are sent in createdAt order, so two writes in the same millisecond get distinct, increasing times. */
async function orderedTime(now: Date): Promise<string> {
  const newest = await db.outbox.orderBy('createdAt').last();
  const floor = newest ? Date.parse(newest.createdAt) + 1 : 0;
  return new Date(Math.max(now.getTime(), floor)).toISOString();
}

/** `createdAt` orders the row and may lie a few milliseconds ahead of `now`; the row is due at once all the same. */
function newRow(request: WriteRequest, createdAt: string, now: Date): OutboxRow {
  return {
    id: crypto.randomUUID(),
    userId: request.userId,
    kind: request.kind,
    method: request.method,
    path: request.path,
    body: request.body ?? null,
    ...(request.context !== undefined && { context: request.context }),
    orderKey: request.orderKey,
    createdAt,
    attempts: 0,
    nextAttemptAt: now.toISOString(),
    status: 'pending',
  };
}

/** A failed row tried again: its change is made again and it waits for the next flush. */
export async function retryWrite(id: string, now = new Date()): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const row = await db.outbox.get(id);
    if (row?.status !== 'failed') return;
    await outboxKind(row.kind).apply(row);
    const createdAt = await orderedTime(now);
    await db.outbox.update(id, {
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now.toISOString(),
      createdAt,
      lastError: undefined,
      failure: undefined,
    });
  });
  announceQueued();
}

/** A failed row given up: it goes with its photos (its change was already undone when it failed). */
export const discardWrite = (id: string): Promise<void> => dropRows([id]);

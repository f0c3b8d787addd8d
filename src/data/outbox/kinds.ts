import * as v from 'valibot';
import type { OutboxRow } from '../db.ts';
import { registerOutboxKind, type ListedChange, type PostCounts, type WriteSummary } from './kind-registry.ts';
import { queueWrite, type WriteRequest } from './queue.ts';
import { uploadRowPhotos, type UploadedPhotos } from './upload-ahead.ts';

/** A row as its kind sees it: the context and the body read through the kind's schemas. */
export type KindRow<Context, Body> = Omit<OutboxRow, 'context' | 'body'> & { context: Context; body: Body };

/**
 * One kind of replayable write: what the row knows (context, never sent), what
 * it sends (body) and what the server answers, each with its schema; the
 * optimistic change made with the row, its undo when the server refuses, and
 * the answer written back on success. All run inside a Dexie transaction, in
 * the page or in the service worker.
 */
export interface KindSpec<Context, Body, Answer> {
  context: v.GenericSchema<unknown, Context>;
  body: v.GenericSchema<unknown, Body>;
  answer: v.GenericSchema<unknown, Answer>;
  apply(row: KindRow<Context, Body>): Promise<unknown>;
  rollback(row: KindRow<Context, Body>): Promise<unknown>;
  reconcile(row: KindRow<Context, Body>, answer: Answer): Promise<unknown>;
  /** What the write is about and what the person typed, for the list of changes not yet sent. */
  describe(row: KindRow<Context, Body>): WriteSummary;
  /** For a row that changes a post's counters, which post and by how much, so live counts keep it. */
  postCounts?(row: KindRow<Context, Body>): PostCounts;
  /** For a row that marks notifications read, which ones, so a fetch does not make them unread again. */
  readsNotifications?(row: KindRow<Context, Body>): string[];
  /** For a row that blocks or mutes someone, or undoes it: whom, so the lists read from the server keep it. */
  listsPerson?(row: KindRow<Context, Body>): ListedChange;
  /** The row shows a message under its own id until the answer arrives. */
  showsMessage?: boolean;
  /** The row's photos go up first (POST /api/media); its call then names them by `mediaIds` with their `alts`. */
  uploadsPhotosAhead?: boolean;
  /** What the call sends once the photos are up, when it is not the body with `mediaIds` and `alts` added. */
  withPhotos?(body: Body, uploaded: UploadedPhotos): unknown;
}

/** What a caller gives to queue a row of a kind; the kind's name and schemas do the rest. */
export type KindRequest<Context, Body> = Omit<WriteRequest, 'kind' | 'context' | 'body' | 'photos'> & { context: Context } & (null extends Body
    ? { body?: Body }
    : { body: Body });

/** The handle a kind's module keeps: queues rows whose context and body the compiler checks against the schemas. */
export interface DefinedKind<Context, Body> {
  name: string;
  queue(request: KindRequest<Context, Body> & Pick<WriteRequest, 'photos'>, now?: Date): Promise<OutboxRow>;
}

/** A write with nothing to send. */
export const noBody = v.null();

export function defineOutboxKind<Context, Body, Answer>(name: string, spec: KindSpec<Context, Body, Answer>): DefinedKind<Context, Body> {
  const read = (row: OutboxRow): KindRow<Context, Body> => ({
    ...row,
    context: v.parse(spec.context, row.context),
    body: v.parse(spec.body, row.body),
  });
  const tryRead = (row: OutboxRow): KindRow<Context, Body> | null => {
    const context = v.safeParse(spec.context, row.context);
    const body = v.safeParse(spec.body, row.body);
    return context.success && body.success ? { ...row, context: context.output, body: body.output } : null;
  };
  const ask = <T>(row: OutboxRow, question: (read: KindRow<Context, Body>) => T | undefined, none: T): T => {
    const read = tryRead(row);
    return (read && question(read)) ?? none;
  };
  registerOutboxKind({
    name,
    apply: (row) => spec.apply(read(row)),
    rollback: (row) => spec.rollback(read(row)),
    answerReads: (answer) => v.is(spec.answer, answer),
    reconcile: (row, answer) => spec.reconcile(read(row), v.parse(spec.answer, answer)),
    describe: (row) => spec.describe(read(row)),
    subject: (row) => ask(row, (read) => spec.describe(read).subject, null),
    postCounts: (row) => ask(row, (read) => spec.postCounts?.(read), null),
    readsNotifications: (row) => ask(row, (read) => spec.readsNotifications?.(read), []),
    listsPerson: (row) => ask(row, (read) => spec.listsPerson?.(read), null),
    showsMessage: spec.showsMessage ?? false,
    bodyToSend: async (row, calls) => {
      if (!spec.uploadsPhotosAhead) return row.body;
      const uploaded = await uploadRowPhotos(row.id, calls);
      return spec.withPhotos ? spec.withPhotos(read(row).body, uploaded) : { ...(row.body as object), ...uploaded };
    },
  });
  return {
    name,
    queue: (request, now) =>
      queueWrite({ ...request, kind: name, context: v.parse(spec.context, request.context), body: v.parse(spec.body, request.body ?? null) }, now),
  };
}

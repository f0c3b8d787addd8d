import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRow } from '../db.ts';
import * as v from 'valibot';
import { defineOutboxKind } from './kinds.ts';
import { queueWrite, retryWrite } from './queue.ts';
import { flushOutbox } from './flush.ts';
import { onOutboxFailure, type OutboxFailure } from './failures.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { readSentCall, type SentCall } from '../transport/sent-call.ts';

/** Test kinds read their rows as they come. */
const untyped = { context: v.unknown(), body: v.unknown(), answer: v.unknown() };
/** A test kind: the optimistic change counts +1 on a meta row, the rollback takes it back, the answer is stored. */
defineOutboxKind('count', {
  ...untyped,
  async apply(row) {
    const current = (await db.meta.get(row.orderKey))?.value as number | undefined;
    await db.meta.put({ key: row.orderKey, value: (current ?? 0) + 1 });
  },
  async rollback(row) {
    const current = (await db.meta.get(row.orderKey))?.value as number;
    await db.meta.put({ key: row.orderKey, value: current - 1 });
  },
  async reconcile(row, answer) {
    await db.meta.put({ key: `answer:${row.id}`, value: answer });
  },
  describe: (row) => ({ subject: { type: 'post', id: row.orderKey }, text: null }),
});
defineOutboxKind('unreadable-answer', {
  ...untyped,
  apply: async () => undefined,
  rollback: async () => undefined,
  reconcile: async () => {
    throw new Error('answer of an unexpected shape');
  },
  describe: () => ({ subject: { type: 'notifications' }, text: null }),
});
defineOutboxKind('broken', {
  ...untyped,
  apply: async () => {
    throw new Error('cannot apply');
  },
  rollback: async () => undefined,
  reconcile: async () => undefined,
  describe: () => ({ subject: { type: 'notifications' }, text: null }),
});

/** A stand-in for the network that answers from a script, one entry per call. */
function scriptedFetch(script: Array<(call: SentCall) => Response | Error>) {
  const calls: SentCall[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = await readSentCall(input, init);
    calls.push(call);
    const step = script.shift();
    if (!step) throw new Error('unexpected call');
    const result = step(call);
    if (result instanceof Error) throw result;
    return result;
  }) as typeof fetch;
  return { fetcher, calls };
}

const json = (status: number, body: unknown) => () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header = (call: SentCall, name: string) => call.headers.get(name);
const counter = async (key: string) => (await db.meta.get(key))?.value;
const write = (orderKey = 'post-1', userId = 'u-ann') =>
  queueWrite({ userId, kind: 'count', method: 'POST', path: `/api/test/${orderKey}`, body: { n: 1 }, orderKey });
const as =
  (userId: string, token = 't') =>
  () => ({ userId, token });
const flushAs = (userId: string, fetcher: typeof fetch, onRevoked?: (token: string) => void) =>
  flushOutbox({ session: as(userId), transport: fetchTransport(fetcher, onRevoked) });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('queueWrite', () => {
  it('stores the row and its optimistic change together', async () => {
    const row = await write();
    expect(await counter('post-1')).toBe(1);
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('stores nothing when the optimistic change fails', async () => {
    await expect(queueWrite({ userId: 'u-ann', kind: 'broken', method: 'POST', path: '/x', orderKey: 'k' })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('flushOutbox', () => {
  it('sends with the row id as Idempotency-Key and the token read at send time, then reconciles', async () => {
    const row = await write();
    let token = 'old-token';
    const { fetcher, calls } = scriptedFetch([json(201, { ok: 'yes' })]);
    token = 'new-token';
    const result = await flushOutbox({ session: () => ({ userId: 'u-ann', token }), transport: fetchTransport(fetcher) });
    expect(result).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(header(calls[0]!, 'idempotency-key')).toBe(row.id);
    expect(header(calls[0]!, 'authorization')).toBe('Bearer new-token');
    expect(calls[0]!.body).toBe(JSON.stringify({ n: 1 }));
    expect(await db.outbox.count()).toBe(0);
    expect(await counter(`answer:${row.id}`)).toEqual({ ok: 'yes' });
  });

  it('keeps a row after a network error or a 5xx and resends it with the same key once due', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const row = await queueWrite({ userId: 'u-ann', kind: 'count', method: 'POST', path: '/api/t', orderKey: 'k' }, start);
    const { fetcher, calls } = scriptedFetch([() => new TypeError('offline'), json(503, {}), json(200, {})]);
    let now = start;
    const flush = () => flushOutbox({ session: as('u-ann'), transport: fetchTransport(fetcher), now: () => now });

    expect(await flush()).toEqual({ sent: 0, failed: 0, waiting: 1 });
    const kept = (await db.outbox.get(row.id))!;
    expect(kept.attempts).toBe(1);
    expect(Date.parse(kept.nextAttemptAt)).toBeGreaterThan(start.getTime());

    expect(await flush()).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(calls).toHaveLength(1);

    now = new Date(Date.parse(kept.nextAttemptAt));
    await flush();
    now = new Date(Date.parse((await db.outbox.get(row.id))!.nextAttemptAt));
    expect(await flush()).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => header(call, 'idempotency-key'))).toEqual([row.id, row.id, row.id]);
    expect(await counter('k')).toBe(1);
  });

  it('rolls back and marks failed on a 4xx, and reports the server message', async () => {
    const row = await write();
    const failures: OutboxFailure[] = [];
    const stop = onOutboxFailure((failure) => failures.push(failure));
    const { fetcher } = scriptedFetch([json(403, { message: 'You are not allowed to do this' })]);
    expect(await flushAs('u-ann', fetcher)).toEqual({ sent: 0, failed: 1, waiting: 0 });
    stop();
    expect(await counter('post-1')).toBe(0);
    expect(await db.outbox.get(row.id)).toMatchObject({
      status: 'failed',
      lastError: 'You are not allowed to do this',
      failure: { status: 403, message: 'You are not allowed to do this', at: expect.any(String) as string },
    });
    expect(failures).toEqual([{ row: expect.objectContaining({ id: row.id }) as OutboxRow, message: 'You are not allowed to do this', status: 403 }]);

    await retryWrite(row.id);
    expect(await counter('post-1')).toBe(1);
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('holds back later rows of the same order key, not of others', async () => {
    const first = await write('chat-a');
    await write('chat-a');
    const other = await write('chat-b');
    const { fetcher, calls } = scriptedFetch([json(500, {}), json(201, {})]);
    expect(await flushAs('u-ann', fetcher)).toEqual({ sent: 1, failed: 0, waiting: 2 });
    expect(calls.map((call) => header(call, 'idempotency-key'))).toEqual([first.id, other.id]);
  });

  it('gives up after six days of failed tries, undoing the change', async () => {
    const made = new Date('2026-01-01T00:00:00Z');
    const row = await queueWrite({ userId: 'u-ann', kind: 'count', method: 'POST', path: '/api/t', orderKey: 'k' }, made);
    const { fetcher } = scriptedFetch([json(502, {})]);
    const later = new Date(made.getTime() + 6 * 24 * 60 * 60_000 + 1);
    expect(await flushOutbox({ session: as('u-ann'), transport: fetchTransport(fetcher), now: () => later })).toEqual({
      sent: 0,
      failed: 1,
      waiting: 0,
    });
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed' });
    expect(await counter('k')).toBe(0);
  });

  it('sends nothing while nobody is signed in', async () => {
    const row = await write();
    const { fetcher, calls } = scriptedFetch([]);
    expect(await flushOutbox({ session: () => null, transport: fetchTransport(fetcher) })).toEqual({ sent: 0, failed: 0, waiting: 0 });
    expect(calls).toHaveLength(0);
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends each row once when two flushes start together', async () => {
    await write('a');
    await write('b');
    const { fetcher, calls } = scriptedFetch([json(200, {}), json(200, {})]);
    await Promise.all([flushAs('u-ann', fetcher), flushAs('u-ann', fetcher)]);
    expect(calls).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('treats a 401 as a revoked session, not a refusal: nothing undone, nothing counted, later rows not tried', async () => {
    const first = await write('a');
    const second = await write('b');
    const revoked: string[] = [];
    const failures: OutboxFailure[] = [];
    const stop = onOutboxFailure((failure) => failures.push(failure));
    const { fetcher, calls } = scriptedFetch([json(401, { message: 'Unauthorized' })]);
    expect(await flushAs('u-ann', fetcher, (token) => revoked.push(token))).toEqual({ sent: 0, failed: 0, waiting: 2 });
    stop();
    expect(calls).toHaveLength(1);
    expect(revoked).toEqual(['t']);
    expect(failures).toEqual([]);
    for (const row of [first, second]) {
      expect(await db.outbox.get(row.id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: row.nextAttemptAt });
    }
    expect(await counter('a')).toBe(1);
    expect(await counter('b')).toBe(1);
  });
});

describe('an answer that cannot be written back', () => {
  it('still removes the sent row and goes on with the rest', async () => {
    const odd = await queueWrite({ userId: 'u-ann', kind: 'unreadable-answer', method: 'POST', path: '/api/odd', orderKey: 'k' });
    const next = await write('k');
    const { fetcher, calls } = scriptedFetch([json(200, { unexpected: true }), json(200, {})]);
    expect(await flushAs('u-ann', fetcher)).toEqual({ sent: 2, failed: 0, waiting: 0 });
    expect(calls.map((call) => header(call, 'idempotency-key'))).toEqual([odd.id, next.id]);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('rows of one user', () => {
  it('are sent only by that user, whoever else signs in on the device', async () => {
    const ann = await write('a', 'u-ann');
    const bob = await write('b', 'u-bob');
    const { fetcher, calls } = scriptedFetch([json(200, {}), json(200, {})]);
    expect(await flushAs('u-bob', fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => header(call, 'idempotency-key'))).toEqual([bob.id]);
    expect(await db.outbox.get(ann.id)).toMatchObject({ status: 'pending' });
    expect(await flushAs('u-ann', fetcher)).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(calls.map((call) => header(call, 'idempotency-key'))).toEqual([bob.id, ann.id]);
  });

  it('stop going out when another user signs in while the flush runs', async () => {
    await write('a');
    const waiting = await write('b');
    let session: { userId: string; token: string } = { userId: 'u-ann', token: 'ann-token' };
    const { fetcher, calls } = scriptedFetch([
      () => {
        session = { userId: 'u-bob', token: 'bob-token' };
        return json(200, {})();
      },
    ]);
    expect(await flushOutbox({ session: () => session, transport: fetchTransport(fetcher) })).toEqual({ sent: 1, failed: 0, waiting: 1 });
    expect(calls.map((call) => header(call, 'authorization'))).toEqual(['Bearer ann-token']);
    expect(await db.outbox.get(waiting.id)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});

describe('rows queued in the same millisecond', () => {
  it('are all due at once, though their times are spread to keep their order', async () => {
    const at = new Date('2026-01-01T00:00:00Z');
    const first = await queueWrite({ userId: 'u-ann', kind: 'count', method: 'POST', path: '/api/t/1', orderKey: 'a' }, at);
    const second = await queueWrite({ userId: 'u-ann', kind: 'count', method: 'POST', path: '/api/t/2', orderKey: 'b' }, at);
    expect(second.createdAt > first.createdAt).toBe(true);
    const { fetcher, calls } = scriptedFetch([json(200, {}), json(200, {})]);
    const result = await flushOutbox({ session: as('u-ann'), transport: fetchTransport(fetcher), now: () => at });
    expect(result).toEqual({ sent: 2, failed: 0, waiting: 0 });
    expect(calls.map((call) => header(call, 'idempotency-key'))).toEqual([first.id, second.id]);
  });
});

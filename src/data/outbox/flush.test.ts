import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db, type OutboxRow } from '../db.ts';
import { defineOutboxKind } from './kinds.ts';
import { queueWrite, retryWrite } from './queue.ts';
import { flushOutbox } from './flush.ts';
import { onOutboxFailure, type OutboxFailure } from './failures.ts';

/** A test kind: the optimistic change counts +1 on a meta row, the rollback takes it back, the answer is stored. */
defineOutboxKind('count', {
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
});
defineOutboxKind('broken', {
  apply: async () => {
    throw new Error('cannot apply');
  },
  rollback: async () => undefined,
  reconcile: async () => undefined,
});

interface Call {
  url: string;
  init: RequestInit;
}

/** A stand-in for the network that answers from a script, one entry per call. */
function scriptedFetch(script: Array<(call: Call) => Response | Error>) {
  const calls: Call[] = [];
  const fetcher = (async (url: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} };
    calls.push(call);
    const step = script.shift();
    if (!step) throw new Error('unexpected call');
    const result = step(call);
    if (result instanceof Error) throw result;
    return result;
  }) as typeof fetch;
  return { fetcher, calls };
}

const json = (status: number, body: unknown) => () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const header = (call: Call, name: string) => new Headers(call.init.headers).get(name);
const counter = async (key: string) => (await db.meta.get(key))?.value;
const write = (orderKey = 'post-1') => queueWrite({ kind: 'count', method: 'POST', path: `/api/test/${orderKey}`, body: { n: 1 }, orderKey });

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
    await expect(queueWrite({ kind: 'broken', method: 'POST', path: '/x', orderKey: 'k' })).rejects.toThrow();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('flushOutbox', () => {
  it('sends with the row id as Idempotency-Key and the token read at send time, then reconciles', async () => {
    const row = await write();
    let token = 'old-token';
    const { fetcher, calls } = scriptedFetch([json(201, { ok: 'yes' })]);
    token = 'new-token';
    const result = await flushOutbox({ getToken: () => token, fetch: fetcher });
    expect(result).toEqual({ sent: 1, failed: 0, waiting: 0 });
    expect(header(calls[0]!, 'idempotency-key')).toBe(row.id);
    expect(header(calls[0]!, 'authorization')).toBe('Bearer new-token');
    expect(calls[0]!.init.body).toBe(JSON.stringify({ n: 1 }));
    expect(await db.outbox.count()).toBe(0);
    expect(await counter(`answer:${row.id}`)).toEqual({ ok: 'yes' });
  });

  it('keeps a row after a network error or a 5xx and resends it with the same key once due', async () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const row = await queueWrite({ kind: 'count', method: 'POST', path: '/api/t', orderKey: 'k' }, start);
    const { fetcher, calls } = scriptedFetch([() => new TypeError('offline'), json(503, {}), json(200, {})]);
    let now = start;
    const flush = () => flushOutbox({ getToken: () => 't', fetch: fetcher, now: () => now });

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
    expect(await flushOutbox({ getToken: () => 't', fetch: fetcher })).toEqual({ sent: 0, failed: 1, waiting: 0 });
    stop();
    expect(await counter('post-1')).toBe(0);
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed', lastError: 'You are not allowed to do this' });
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
    expect(await flushOutbox({ getToken: () => 't', fetch: fetcher })).toEqual({ sent: 1, failed: 0, waiting: 2 });
    expect(calls.map((call) => header(call, 'idempotency-key'))).toEqual([first.id, other.id]);
  });

  it('gives up after six days of failed tries, undoing the change', async () => {
    const made = new Date('2026-01-01T00:00:00Z');
    const row = await queueWrite({ kind: 'count', method: 'POST', path: '/api/t', orderKey: 'k' }, made);
    const { fetcher } = scriptedFetch([json(502, {})]);
    const later = new Date(made.getTime() + 6 * 24 * 60 * 60_000 + 1);
    expect(await flushOutbox({ getToken: () => 't', fetch: fetcher, now: () => later })).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed' });
    expect(await counter('k')).toBe(0);
  });

  it('waits without a token and sends nothing', async () => {
    await write();
    const { fetcher, calls } = scriptedFetch([]);
    expect(await flushOutbox({ getToken: () => null, fetch: fetcher })).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(calls).toHaveLength(0);
  });

  it('sends each row once when two flushes start together', async () => {
    await write('a');
    await write('b');
    const { fetcher, calls } = scriptedFetch([json(200, {}), json(200, {})]);
    await Promise.all([flushOutbox({ getToken: () => 't', fetch: fetcher }), flushOutbox({ getToken: () => 't', fetch: fetcher })]);
    expect(calls).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
  });
});

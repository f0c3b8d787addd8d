import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db.ts';
import { announceReachable, announceUnreachable } from '../reachability.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { sentPath } from '../transport/sent-call.ts';
import * as v from 'valibot';
import { defineOutboxKind } from './kinds.ts';
import { queueWrite } from './queue.ts';
import { startOutboxFlushing, type SchedulerEnvironment } from './flush-scheduler.ts';

/** Test kinds read their rows as they come. */
const untyped = { context: v.unknown(), body: v.unknown(), answer: v.unknown() };
defineOutboxKind('noop', {
  ...untyped,
  apply: async () => undefined,
  rollback: async () => undefined,
  reconcile: async () => undefined,
  describe: () => ({ subject: { type: 'notifications' }, text: null }),
});

const t0 = new Date('2026-03-01T12:00:00.000Z');

/** The server: answers each call with the next status of `statuses` (200 once they run out), or holds it until released. */
function fakeServer(statuses: number[] = []) {
  const calls: string[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let hold: Promise<void> | null = null;
  let release = () => {};
  const fetcher = (async (input: RequestInfo | URL) => {
    calls.push(sentPath(input));
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    if (hold) await hold;
    inFlight -= 1;
    return new Response('{}', { status: statuses.shift() ?? 200 });
  }) as typeof fetch;
  return {
    fetcher,
    calls,
    maxInFlight: () => maxInFlight,
    holdAnswers() {
      hold = new Promise((resolve) => (release = resolve));
    },
    releaseAnswers() {
      hold = null;
      release();
    },
  };
}

function fakeEnvironment(online = true) {
  const environment = { online, events: new EventTarget(), syncs: 0 };
  const env: SchedulerEnvironment = {
    isOnline: () => environment.online,
    events: environment.events,
    askForBackgroundSync: async () => {
      environment.syncs += 1;
    },
  };
  return { environment, env };
}

/** A row that already failed five times and waits out its backoff, 50 s from now. */
async function backedOffRow(path = '/api/a') {
  const row = await queueWrite({ userId: 'u-ann', kind: 'noop', method: 'POST', path, orderKey: path }, t0);
  await db.outbox.update(row.id, { attempts: 5, nextAttemptAt: new Date(t0.getTime() + 50_000).toISOString() });
  return row;
}

let stop = () => {};
function start(server: ReturnType<typeof fakeServer>, env: SchedulerEnvironment) {
  const flushing = startOutboxFlushing(
    { session: () => ({ userId: 'u-ann', token: 't' }), transport: fetchTransport(server.fetcher) },
    Promise.resolve(),
    env,
  );
  stop = flushing.stop;
  return flushing;
}

/**
 * Lets the scheduler's IndexedDB work (real setImmediate turns in fake-indexeddb)
 * and answers run, moving the fake clock by `ms` in small steps.
 */
async function settle(ms = 200) {
  for (let step = 0; step < 40; step += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(ms / 40);
  }
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: t0 });
  await Promise.all(db.tables.map((table) => table.clear()));
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('flush scheduler', () => {
  it('sends at once on evidence the server is back (online event), without sitting out the backoff', async () => {
    const row = await backedOffRow();
    const server = fakeServer();
    const { env, environment } = fakeEnvironment();
    start(server, env);
    await settle();
    expect(server.calls).toEqual([]);

    environment.events.dispatchEvent(new Event('online'));
    await settle();
    expect(server.calls).toEqual(['/api/a']);
    expect(await db.outbox.get(row.id)).toBeUndefined();
    expect(Date.now() - t0.getTime()).toBeLessThan(1_000);
  });

  it('resets the backoff of waiting rows on that evidence: the next failure waits 2 s, not minutes', async () => {
    const row = await backedOffRow();
    const server = fakeServer([503]);
    const { env } = fakeEnvironment();
    const flushing = start(server, env);
    await settle();
    flushing.serverReachable();
    await settle();
    const kept = (await db.outbox.get(row.id))!;
    expect(kept.attempts).toBe(1);
    expect(Date.parse(kept.nextAttemptAt) - Date.now()).toBeLessThanOrEqual(2_400);

    // And the retry timer is set for that shorter delay.
    await settle(2_500);
    expect(server.calls).toEqual(['/api/a', '/api/a']);
    expect(await db.outbox.get(row.id)).toBeUndefined();
  });

  it("takes an answer after calls went unanswered as the server's return, but not every answer", async () => {
    const row = await backedOffRow();
    const server = fakeServer([503]);
    const { env } = fakeEnvironment();
    start(server, env);
    await settle();

    announceUnreachable();
    announceReachable();
    await settle();
    expect(server.calls).toEqual(['/api/a']);
    const afterFirst = (await db.outbox.get(row.id))!;
    expect(afterFirst.attempts).toBe(1);

    // Another answer with nothing unanswered in between: the backoff stands.
    announceReachable();
    await settle(500);
    expect(server.calls).toEqual(['/api/a']);
    expect((await db.outbox.get(row.id))!.nextAttemptAt).toBe(afterFirst.nextAttemptAt);
  });

  it('does not flush while the browser says it is offline', async () => {
    const server = fakeServer();
    const { env, environment } = fakeEnvironment(false);
    start(server, env);
    await queueWrite({ userId: 'u-ann', kind: 'noop', method: 'POST', path: '/api/q', orderKey: 'q' });
    environment.events.dispatchEvent(new Event('online'));
    await settle(5_000);
    expect(server.calls).toEqual([]);
    expect(environment.syncs).toBe(1);
    expect(await db.outbox.count()).toBe(1);
  });

  it('runs one flush at a time and folds the requests made meanwhile into one more', async () => {
    await queueWrite({ userId: 'u-ann', kind: 'noop', method: 'POST', path: '/api/1', orderKey: '1' }, t0);
    const server = fakeServer();
    server.holdAnswers();
    const { env, environment } = fakeEnvironment();
    const flushing = start(server, env);
    await settle();
    expect(server.calls).toEqual(['/api/1']);

    await queueWrite({ userId: 'u-ann', kind: 'noop', method: 'POST', path: '/api/2', orderKey: '2' });
    flushing.flushSoon();
    flushing.serverReachable();
    environment.events.dispatchEvent(new Event('online'));
    await settle();
    expect(server.calls).toEqual(['/api/1']);

    server.releaseAnswers();
    await settle();
    expect(server.calls).toEqual(['/api/1', '/api/2']);
    expect(server.maxInFlight()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });
});

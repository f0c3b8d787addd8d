import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as outbox from '../../repositories/mail-outbox.ts';
import { renderQueuedMail } from './enqueue.ts';
import { isMailLanguage } from './languages.ts';
import type { Mailer } from './mailer.ts';
import { retryDelay, type RetryPolicy } from './retry.ts';
import { isMailKind } from './templates.ts';

export interface MailWorkerOptions {
  /** How often the queue is looked at when nothing wakes the worker. */
  pollMs: number;
  retry: RetryPolicy;
  /** Mails claimed at once. */
  batchSize: number;
  /** How long a claimed mail is out of other workers' reach: more than a send may take (the SMTP time-outs). */
  leaseMs: number;
  /** False: nothing is sent but by `sendDue` and `drained` (tests whose apps share one database). */
  background: boolean;
}

export interface MailWorker {
  /** Looks at the queue now (a mail was queued), in the background; a look already running is followed by another. */
  wake(): void;
  /** Sends every mail due now, then resolves with how many were sent. */
  sendDue(): Promise<number>;
  /** Resolves once no mail waits at all (due later included), sending what comes due; for tests. */
  drained(): Promise<void>;
  /** Stops polling, lets the send in progress end and hands back the claimed mails it did not try. */
  stop(): Promise<void>;
}

/**
 * Sends the queued mails: claims a batch of due rows, sends them one by one
 * and marks each sent, or records its error and makes it due again after a
 * growing wait. Looks at the queue every `pollMs` and whenever `wake` is
 * called; any number of workers, in any number of processes, may share one
 * database, since each claim skips what another holds.
 */
export function startMailWorker(deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger }, options: MailWorkerOptions): MailWorker {
  const { db, mailer, log } = deps;
  let stopped = false;
  let pass: Promise<number> | undefined;
  let nextPass: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function sendOne(row: outbox.MailOutboxRow): Promise<boolean> {
    try {
      if (!isMailKind(row.kind) || !isMailLanguage(row.language)) throw new Error(`no template for the mail kind ${row.kind} in ${row.language}`);
      const content = renderQueuedMail({ kind: row.kind, language: row.language, data: row.data as never });
      await mailer.send({ to: row.recipient, ...content });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const wait = retryDelay(options.retry, row.attempts);
      await outbox.markFailed(db, row, reason.slice(0, 2000), wait, options.retry.giveUpAfterMs);
      log.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, retryInMs: wait, err: error }, 'mail not sent; it will be tried again');
      return false;
    }
    await outbox.markSent(db, row);
    return true;
  }

  async function runPass(): Promise<number> {
    let sent = 0;
    while (!stopped) {
      const claimed = await outbox.claimDue(db, options.batchSize, options.leaseMs);
      if (claimed.length === 0) break;
      for (const [index, row] of claimed.entries()) {
        if (stopped) {
          for (const untried of claimed.slice(index)) await outbox.release(db, untried);
          break;
        }
        if (await sendOne(row)) sent += 1;
      }
    }
    return sent;
  }

  function sendDue(): Promise<number> {
    if (!pass) {
      pass = runPass().finally(() => {
        pass = undefined;
      });
      return pass;
    }
    nextPass ??= pass
      .catch(() => 0)
      .then(() => {
        nextPass = undefined;
        return sendDue();
      });
    return nextPass;
  }

  function schedule() {
    if (stopped || !options.background) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void sendDue()
        .catch((error: unknown) => log.error({ err: error }, 'mail queue pass failed'))
        .finally(schedule);
    }, options.pollMs);
    timer.unref();
  }

  schedule();

  return {
    wake() {
      if (stopped || !options.background) return;
      void sendDue().catch((error: unknown) => log.error({ err: error }, 'mail queue pass failed'));
    },
    sendDue,
    async drained() {
      if (stopped) throw new Error('the mail worker has stopped');
      for (;;) {
        await sendDue();
        if ((await outbox.countWaiting(db)) === 0) return;
        await new Promise((resolve) => setTimeout(resolve, Math.min(options.pollMs, 20)));
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass?.catch(() => undefined);
      mailer.close();
    },
  };
}

import path from 'node:path';
import fp from 'fastify-plugin';
import type { Queryable } from '../../db/client.ts';
import * as outbox from '../../repositories/mail-outbox.ts';
import { enqueueMail, type QueuedMail } from '../../services/mail/enqueue.ts';
import { fileMailer } from '../../services/mail/file-mailer.ts';
import { listenForQueuedMail } from '../../services/mail/queue-signal.ts';
import { defaultRetryPolicy } from '../../services/mail/retry.ts';
import { smtpMailer } from '../../services/mail/smtp-mailer.ts';
import { startMailWorker } from '../../services/mail/worker.ts';
import { sweepHourly } from '../hourly-sweep.ts';

export interface MailService {
  /**
   * Queues a mail in the caller's transaction (or on `app.db` alone): it is
   * sent once that commits, and never if it rolls back. Answers false when
   * its dedupe key was queued before (nothing more is sent).
   */
  enqueue(tx: Queryable, mail: QueuedMail): Promise<boolean>;
  /** Mails neither sent nor given up on: the queue's length, for a gauge. */
  waiting(): Promise<number>;
  /** Sends what is due now, even with the background worker off; answers how many were sent. */
  sendDue(): Promise<number>;
  /** Resolves once nothing waits in the queue, sending what comes due meanwhile (tests). */
  drained(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Mails to people: queued in the database with the change they tell about, sent in the background. */
    mail: MailService;
  }
}

/** Claims with a margin over the SMTP time-outs (10 s to connect and greet, 30 s of silence). */
const leaseMs = 5 * 60_000;
/** Sent and abandoned mails are kept this long (what was sent to whom, for questions), then swept once an hour. */
const keepSettledDays = 30;

/**
 * Sends queued mails through SMTP_URL's server, or writes them under
 * dataDir/mail when there is none; a committed enqueue wakes the worker at
 * once, in every process on the database, and it also looks every
 * `mail.pollMs`. Stops with the app, handing back what it had claimed.
 */
export const mailPlugin = fp(
  async (app) => {
    const { mail: settings, dataDir } = app.config;
    const mailer = settings.smtpUrl ? smtpMailer(settings.smtpUrl, settings.from) : fileMailer(path.join(dataDir, 'mail'), settings.from, app.log);
    const worker = startMailWorker(
      { db: app.db, mailer, log: app.log },
      {
        pollMs: settings.pollMs,
        retry: { ...defaultRetryPolicy, baseMs: settings.retryBaseMs },
        batchSize: 10,
        leaseMs,
        background: settings.worker,
      },
    );
    const stopListening = settings.worker ? await listenForQueuedMail(app.config, app.db, worker.wake, app.log, settings.pollMs) : async () => {};
    app.decorate('mail', {
      enqueue: enqueueMail,
      waiting: () => outbox.countWaiting(app.db),
      sendDue: worker.sendDue,
      drained: worker.drained,
    } satisfies MailService);
    // What was left waiting by the last run goes out at start.
    app.addHook('onReady', async () => worker.wake());
    sweepHourly(app, 'mail outbox clean-up', () => outbox.removeSettledOlderThanDays(app.db, keepSettledDays));
    app.addHook('onClose', async () => {
      await stopListening();
      await worker.stop();
    });
  },
  { name: 'mail', dependencies: ['config', 'db'] },
);

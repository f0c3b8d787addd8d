import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMailConfig } from '../../src/config.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { privateDatabase, type PrivateDatabase } from '../support/private-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { waitFor } from '../support/social-fixtures.ts';

const missing = process.env.TEST_DATABASE_URL ? '' : 'TEST_DATABASE_URL is not set (PGlite serves one process)';
if (missing) console.log(`mail workers in two processes skipped: ${missing}`);

/** Two apps on one PostgreSQL database stand for two API processes, each with its own worker polling the same queue. */
describe.skipIf(missing)('mail workers of two processes on one PostgreSQL database', () => {
  let database: PrivateDatabase;
  let smtp: TestSmtpServer;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await privateDatabase('mail_two');
    smtp = await startSmtpServer();
    for (const name of ['one', 'two']) {
      const mail = {
        ...defaultMailConfig,
        smtpUrl: smtp.url,
        from: `PawPals ${name} <${name}@pawpals.example.org>`,
        pollMs: 10,
        retryBaseMs: 20,
        worker: true,
      };
      apps.push(await buildTestApp({ ...database.config, mail }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await smtp?.close();
    await database?.drop();
  });

  it('deliver each of 60 mails exactly once, whichever process sends it', async () => {
    const count = 60;
    const keys = Array.from({ length: count }, (_, index) => `verify-email:two-${index}`);
    // Queued through both processes, in several transactions, while both workers poll every 10 ms and wake on each commit.
    await Promise.all(
      [0, 1, 2, 3].map((batch) =>
        apps[batch % 2]!.app.db.transaction(async (tx) => {
          for (const key of keys.filter((_, index) => index % 4 === batch)) {
            await apps[batch % 2]!.app.mail.enqueue(tx, {
              to: `${key.replace(':', '-')}@example.test`,
              language: 'en',
              kind: 'verify-email',
              data: { name: 'Twin', link: `https://pawpals.example.org/verify-email?token=${key}`, expiresInMinutes: 60 },
              dedupeKey: key,
            });
          }
        }),
      ),
    );
    await waitFor(() => smtp.received.length >= count, 20_000);
    await Promise.all(apps.map((app) => app.app.mail.drained()));
    await new Promise((resolve) => setTimeout(resolve, 500));

    const byRecipient = new Map<string, number>();
    for (const mail of smtp.received) for (const to of mail.rcptTo) byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
    const bySender = new Map<string, number>();
    for (const mail of smtp.received)
      bySender.set(mail.parsed.from!.value[0]!.address!, (bySender.get(mail.parsed.from!.value[0]!.address!) ?? 0) + 1);
    console.log(
      `${smtp.received.length} mails received for ${count} queued; sent by ${[...bySender].map(([from, n]) => `${from}: ${n}`).join(', ')}`,
    );

    expect(smtp.received).toHaveLength(count);
    expect([...byRecipient.values()].every((n) => n === 1)).toBe(true);
    expect(byRecipient.size).toBe(count);
    const rows = await apps[0]!.app.db.select().from(mailOutbox).where(inArray(mailOutbox.dedupeKey, keys));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});

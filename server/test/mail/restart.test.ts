import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../../scripts/cluster.mjs';
import { defaultMailConfig, type Config } from '../../src/config.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { privateDatabase, type PrivateDatabase } from '../support/private-database.ts';
import { smtpUrlFor, startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';
import { waitFor } from '../support/social-fixtures.ts';

let database: PrivateDatabase;
let smtp: TestSmtpServer | undefined;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await privateDatabase('mail_restart', { durable: true });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await smtp?.close();
  await database?.drop();
});

async function appSendingTo(port: number): Promise<TestApp> {
  const mail: Config['mail'] = { ...defaultMailConfig, smtpUrl: smtpUrlFor(port), pollMs: 50, retryBaseMs: 100, worker: true };
  const app = await buildTestApp({ ...database.config, mail });
  apps.push(app);
  return app;
}

it('keeps a mail through an SMTP server that is down and a restart, then delivers it once', async () => {
  const port = await freePort();
  const first = await appSendingTo(port);
  await first.app.mail.enqueue(first.app.db, {
    to: 'waiting@example.test',
    language: 'ar',
    kind: 'account-deleted',
    data: { name: 'سامي' },
    dedupeKey: 'account-deleted:waiting',
  });
  const row = () => first.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'account-deleted:waiting'));
  // Nothing listens on the port: each attempt fails, is recorded and waits longer than the one before.
  let stored: (typeof mailOutbox.$inferSelect)[] = [];
  const deadline = Date.now() + 10_000;
  while ((stored[0]?.attempts ?? 0) < 2 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    stored = await row();
  }
  console.log(`while the SMTP server was down: ${stored[0]?.attempts} attempts, last error "${stored[0]?.lastError}"`);
  expect(stored[0]).toMatchObject({ sentAt: null, failedAt: null });
  expect(stored[0]!.attempts).toBeGreaterThanOrEqual(2);
  expect(stored[0]!.lastError).toMatch(/ECONNREFUSED|connect/i);
  await first.close();
  apps.splice(apps.indexOf(first), 1);

  smtp = await startSmtpServer(port);
  const second = await appSendingTo(port);
  await waitFor(() => smtp!.received.length > 0, 10_000);
  await second.app.mail.drained();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toHaveLength(1);
  expect(smtp.received[0]!.parsed.subject).toBe('تم حذف حسابك في PawPals');
  expect(smtp.received[0]!.rcptTo).toEqual(['waiting@example.test']);
  const [sent] = await second.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'account-deleted:waiting'));
  expect(sent!.sentAt).toBeInstanceOf(Date);
  expect(sent!.attempts).toBeGreaterThan(stored[0]!.attempts);
});

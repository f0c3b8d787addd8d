import { defaultMailConfig, type Config, type MailConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp } from './build.ts';
import { privateDatabase } from './private-database.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.ts';

export interface MailingApp {
  t: TestApp;
  smtp: TestSmtpServer;
  close(): Promise<void>;
}

/**
 * An app on a database of its own (so its worker takes no other file's mails)
 * that sends what it queues at once to a real SMTP server in the test process.
 * Polling is slow on purpose: only the wake-up of a committed enqueue delivers
 * within the tests' waits.
 */
export async function mailingTestApp(name: string, overrides: Partial<Config> = {}, mail: Partial<MailConfig> = {}): Promise<MailingApp> {
  const smtp = await startSmtpServer();
  const database = await privateDatabase(name);
  const t = await buildTestApp({
    ...database.config,
    ...overrides,
    mail: { ...defaultMailConfig, smtpUrl: smtp.url, pollMs: 60_000, retryBaseMs: 20, worker: true, ...mail },
  });
  return {
    t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
      await database.drop();
    },
  };
}

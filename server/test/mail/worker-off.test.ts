import { afterAll, beforeAll, expect, it } from 'vitest';
import { defaultMailConfig } from '../../src/config.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { privateDatabase, type PrivateDatabase } from '../support/private-database.ts';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server.ts';

let smtp: TestSmtpServer;
let database: PrivateDatabase;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  database = await privateDatabase('mail_worker_off');
  t = await buildTestApp({ ...database.config, mail: { ...defaultMailConfig, smtpUrl: smtp.url, pollMs: 10, worker: false } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await database?.drop();
});

it('with the background worker off, keeps queued mails until sendDue is called', async () => {
  await t.app.mail.enqueue(t.app.db, {
    to: 'later@example.test',
    language: 'en',
    kind: 'password-changed',
    data: { name: 'Noor', changedAt: '2026-11-25T10:00:00.000Z', resetLink: 'https://pawpals.example.org/forgot-password' },
    dedupeKey: 'password-changed:later',
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(smtp.received).toHaveLength(0);
  expect(await t.app.mail.waiting()).toBe(1);
  expect(await t.app.mail.sendDue()).toBe(1);
  expect(smtp.received.map((mail) => mail.parsed.subject)).toEqual(['Your PawPals password was changed']);
  expect(await t.app.mail.waiting()).toBe(0);
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { defaultMailConfig } from '../../src/config.ts';
import { publicLink } from '../../src/services/mail/public-link.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { privateDatabase, type PrivateDatabase } from '../support/private-database.ts';

let database: PrivateDatabase;
let t: TestApp;

beforeAll(async () => {
  database = await privateDatabase('mail_files');
  t = await buildTestApp({ ...database.config, port: 3999, mail: { ...defaultMailConfig, pollMs: 50, worker: true } });
});
afterAll(async () => {
  await t?.close();
  await database?.drop();
});

it('with no SMTP_URL, writes each mail as an .eml file under DATA_DIR/mail and logs its subject and link', async () => {
  const logged = vi.spyOn(t.app.log, 'info');
  const link = publicLink(t.app.config, '/export', { id: 'e1' });
  expect(link).toBe('http://localhost:3999/export?id=e1');
  await t.app.mail.enqueue(t.app.db, {
    to: 'owner@example.test',
    language: 'en',
    kind: 'export-ready',
    data: { name: 'Sam', link, expiresAt: '2026-12-01T18:30:00.000Z' },
    dedupeKey: 'export-ready:e1',
  });
  await t.app.mail.drained();

  const folder = path.join(t.app.config.dataDir, 'mail');
  const files = await readdir(folder);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
  const parsed = await simpleParser(await readFile(path.join(folder, files[0]!)));
  expect(parsed.from?.value).toEqual([{ name: 'PawPals', address: 'no-reply@localhost' }]);
  expect(parsed.to).toMatchObject({ value: [{ address: 'owner@example.test' }] });
  expect(parsed.subject).toBe('Your PawPals data is ready to download');
  expect(parsed.text).toContain(link);
  expect(parsed.text).toMatch(/The link works until December 1, 2026\D+6:30\sPM \(UTC\)\./);
  expect(parsed.html).toContain(`href="${link}"`);

  const line = logged.mock.calls.map((call) => call.find((argument) => typeof argument === 'string')).find((text) => text?.startsWith('mail '));
  console.log(`logged: ${line}`);
  expect(line).toContain('Your PawPals data is ready to download');
  expect(line).toContain(link);
});

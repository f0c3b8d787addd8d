import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import type { QueuedMail } from '../../src/services/mail/enqueue.ts';
import { publicLink } from '../../src/services/mail/public-link.ts';
import { removeSettledOlderThanDays } from '../../src/repositories/mail-outbox.ts';
import type { TestApp } from '../support/build.ts';
import { mailingTestApp, type MailingApp } from '../support/mailing-app.ts';
import type { ReceivedMail, TestSmtpServer } from '../support/smtp-server.ts';
import { waitFor } from '../support/social-fixtures.ts';

const publicUrl = 'https://pawpals.example.org';
let mailing: MailingApp;
let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  mailing = await mailingTestApp('mail_delivery', { publicUrl }, { from: 'PawPals <no-reply@pawpals.example.org>' });
  ({ t, smtp } = mailing);
});
afterAll(() => mailing?.close());

let counter = 0;
const uniqueAddress = () => `reader${++counter}.${Date.now()}@example.test`;

function verifyMail(overrides: Partial<Extract<QueuedMail, { kind: 'verify-email' }>> = {}): Extract<QueuedMail, { kind: 'verify-email' }> {
  const token = crypto.randomUUID();
  return {
    to: uniqueAddress(),
    language: 'en',
    kind: 'verify-email',
    data: { name: 'Layla <Admin> & Co', link: publicLink(t.app.config, '/verify-email', { token }), expiresInMinutes: 24 * 60 },
    dedupeKey: `verify-email:${token}`,
    ...overrides,
  };
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.rcptTo.includes(address));
const arrivedFor = async (address: string): Promise<ReceivedMail> => {
  await waitFor(() => mailsTo(address).length > 0, 10_000);
  return mailsTo(address)[0]!;
};
const rowOf = async (dedupeKey: string) => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey)))[0];
const settle = (ms = 300) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a mail queued in a committed transaction', () => {
  it('is delivered once, soon after the commit, with a text and an HTML part in English and an absolute link', async () => {
    const mail = verifyMail();
    const started = performance.now();
    await t.app.db.transaction(async (tx) => {
      expect(await t.app.mail.enqueue(tx, mail)).toBe(true);
    });
    const { parsed, secure } = await arrivedFor(mail.to);
    console.log(`enqueue committed -> mail accepted by the SMTP server: ${(performance.now() - started).toFixed(0)} ms (poll interval 60 s)`);
    await settle();
    expect(mailsTo(mail.to)).toHaveLength(1);
    expect(secure).toBe(true);
    expect(parsed.from?.value).toEqual([{ name: 'PawPals', address: 'no-reply@pawpals.example.org' }]);
    expect(parsed.subject).toBe('Confirm your email address for PawPals');
    expect(parsed.text).toContain('Hello Layla <Admin> & Co,');
    expect(parsed.text).toContain(mail.data.link);
    expect(parsed.text).toContain('This link expires in 24 hours.');
    expect(parsed.text).toMatch(/You received this because/);
    const html = parsed.html as string;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Hello Layla &lt;Admin&gt; &amp; Co,');
    expect(html).not.toContain('<Admin>');
    expect(html).toContain(`href="${mail.data.link.replace(/&/g, '&amp;')}"`);
    expect(mail.data.link).toMatch(new RegExp(`^${publicUrl}/verify-email\\?token=`));
    expect(await rowOf(mail.dedupeKey)).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date), failedAt: null });
  });

  it('is written in Arabic, right to left, for a reader who reads Arabic', async () => {
    const mail: QueuedMail = {
      to: uniqueAddress(),
      language: 'ar',
      kind: 'password-reset',
      data: { name: 'ليلى', link: publicLink(t.app.config, '/reset-password', { token: 'abc' }), expiresInMinutes: 30 },
      dedupeKey: `password-reset:${crypto.randomUUID()}`,
    };
    await t.app.db.transaction((tx) => t.app.mail.enqueue(tx, mail));
    const { parsed } = await arrivedFor(mail.to);
    expect(parsed.subject).toBe('إعادة تعيين كلمة المرور في PawPals');
    expect(parsed.text).toContain('مرحبًا ليلى،');
    expect(parsed.text).toContain('تنتهي صلاحية هذا الرابط خلال 30 دقيقة.');
    expect(parsed.text).toContain(`${publicUrl}/reset-password?token=abc`);
    const html = parsed.html as string;
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div dir="rtl"');
    expect(html).toContain('وصلتك هذه الرسالة لأن');
  });
});

it('never sends a mail whose transaction rolled back', async () => {
  const rolledBack = verifyMail();
  const committed = verifyMail();
  await expect(
    t.app.db.transaction(async (tx) => {
      await t.app.mail.enqueue(tx, rolledBack);
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  await t.app.db.transaction((tx) => t.app.mail.enqueue(tx, committed));
  await arrivedFor(committed.to);
  await t.app.mail.drained();
  await settle();
  expect(mailsTo(rolledBack.to)).toHaveLength(0);
  expect(await rowOf(rolledBack.dedupeKey)).toBeUndefined();
});

it('sends one mail for one dedupe key, however often it is queued', async () => {
  const mail = verifyMail();
  expect(await t.app.db.transaction((tx) => t.app.mail.enqueue(tx, mail))).toBe(true);
  expect(await t.app.db.transaction((tx) => t.app.mail.enqueue(tx, { ...mail, data: { ...mail.data, name: 'Someone else' } }))).toBe(false);
  await arrivedFor(mail.to);
  // Queued again after it was sent: still the same event, still one mail.
  expect(await t.app.mail.enqueue(t.app.db, mail)).toBe(false);
  await t.app.mail.drained();
  await settle();
  expect(mailsTo(mail.to)).toHaveLength(1);
  expect(mailsTo(mail.to)[0]!.parsed.text).toContain('Hello Layla');
});

it('tries again a mail the SMTP server refused, and delivers it once, counting the attempts', async () => {
  const mail = verifyMail();
  const refusedBefore = smtp.refused();
  smtp.refuseNext(1);
  await t.app.db.transaction((tx) => t.app.mail.enqueue(tx, mail));
  await t.app.mail.drained();
  expect(smtp.refused() - refusedBefore).toBe(1);
  expect(mailsTo(mail.to)).toHaveLength(1);
  const row = await rowOf(mail.dedupeKey);
  expect(row).toMatchObject({ attempts: 2, sentAt: expect.any(Date), failedAt: null });
  expect(row!.lastError).toMatch(/451.*try again later/i);
});

it('refuses at once a mail it could not write: a link that is not absolute', async () => {
  const mail = verifyMail();
  await expect(t.app.mail.enqueue(t.app.db, { ...mail, data: { ...mail.data, link: '/verify-email?token=x' } })).rejects.toThrow(/absolute/);
  expect(await rowOf(mail.dedupeKey)).toBeUndefined();
});

it('reports how many mails wait, for a gauge', async () => {
  await t.app.mail.drained();
  expect(await t.app.mail.waiting()).toBe(0);
});

it('gives up on a mail still failing days after it was queued, keeping its error', async () => {
  const mail = verifyMail();
  await t.app.db.transaction(async (tx) => {
    await t.app.mail.enqueue(tx, mail);
    // As if queued four days ago: the next failure is past the three days a mail is tried for.
    await tx
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 4 * 24 * 60 * 60_000) })
      .where(eq(mailOutbox.dedupeKey, mail.dedupeKey));
    smtp.refuseNext(1);
  });
  await t.app.mail.drained();
  expect(mailsTo(mail.to)).toHaveLength(0);
  expect(await rowOf(mail.dedupeKey)).toMatchObject({
    attempts: 1,
    sentAt: null,
    failedAt: expect.any(Date),
    lastError: expect.stringMatching(/451/),
  });
});

it('forgets mails sent or given up on more than 30 days ago, and only those', async () => {
  const old = verifyMail();
  const recent = verifyMail();
  const waitingMail = verifyMail();
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
  await t.app.db.transaction(async (tx) => {
    for (const mail of [old, recent, waitingMail]) await t.app.mail.enqueue(tx, mail);
    // Settled before the worker sees them: sent 31 and 29 days ago; the third waits, however old.
    await tx
      .update(mailOutbox)
      .set({ sentAt: daysAgo(31) })
      .where(eq(mailOutbox.dedupeKey, old.dedupeKey));
    await tx
      .update(mailOutbox)
      .set({ sentAt: daysAgo(29) })
      .where(eq(mailOutbox.dedupeKey, recent.dedupeKey));
    await tx
      .update(mailOutbox)
      .set({ createdAt: daysAgo(40), nextAttemptAt: new Date(Date.now() + 60 * 60_000) })
      .where(eq(mailOutbox.dedupeKey, waitingMail.dedupeKey));
  });
  await removeSettledOlderThanDays(t.app.db, 30);
  expect(await rowOf(old.dedupeKey)).toBeUndefined();
  expect(await rowOf(recent.dedupeKey)).toBeDefined();
  expect(await rowOf(waitingMail.dedupeKey)).toMatchObject({ sentAt: null });
  await t.app.db.delete(mailOutbox).where(eq(mailOutbox.dedupeKey, waitingMail.dedupeKey));
});

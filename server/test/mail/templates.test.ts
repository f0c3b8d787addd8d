import { describe, expect, it } from 'vitest';
import { mailLanguages } from '../../src/services/mail/languages.ts';
import { publicLink } from '../../src/services/mail/public-link.ts';
import { mailKinds, renderMail, type MailKind, type MailTemplateData } from '../../src/services/mail/templates.ts';

const link = 'https://pawpals.example.org/action?token=a&b=<c>';
const name = 'Rania "R" <b>bold</b>';
const samples: { [K in MailKind]: MailTemplateData[K] } = {
  'verify-email': { name, link, expiresInMinutes: 1440 },
  'password-reset': { name, link, expiresInMinutes: 30 },
  'password-changed': { name, changedAt: '2026-11-25T10:00:00.000Z', resetLink: link },
  'email-change-confirm': { name, newEmail: 'new@example.test', link, expiresInMinutes: 60 },
  'email-change-notice': { name, newEmail: 'new@example.test', helpLink: link },
  'export-ready': { name, link, expiresAt: '2026-12-01T18:30:00.000Z' },
  'account-deleted': { name },
};
const why = { en: 'You received this because', ar: 'وصلتك هذه الرسالة لأن' };

describe.each(mailKinds)('%s', (kind) => {
  it.each(mailLanguages)('in %s: text and HTML with the product, the reason, the link and nothing unescaped', (language) => {
    const mail = renderMail(kind, language, samples[kind] as never);
    expect(mail.subject).toContain('PawPals');
    expect(mail.text).toContain(why[language]);
    expect(mail.html).toContain(why[language]);
    expect(mail.html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`);
    expect(mail.text).toContain(name);
    expect(mail.html).not.toContain('<b>bold</b>');
    expect(mail.html).toContain('Rania &quot;R&quot; &lt;b&gt;bold&lt;/b&gt;');
    if (kind !== 'account-deleted') {
      const absolute = new URL(link).toString();
      expect(mail.text).toContain(absolute);
      expect(mail.html).toContain(`href="${absolute.replace(/&/g, '&amp;')}"`);
    }
    if (language === 'ar') expect(mail.text).toMatch(/[\u0600-\u06FF]{3}/);
  });
});

it('says how long a link works in each language’s own plural forms', () => {
  const expiry = (language: 'en' | 'ar', expiresInMinutes: number) =>
    renderMail('password-reset', language, { name: 'x', link, expiresInMinutes }).text.match(
      /(This link expires|تنتهي صلاحية هذا الرابط) ([^.]+)\./,
    )![2];
  expect([1, 30, 60, 120].map((minutes) => expiry('en', minutes))).toEqual(['in 1 minute', 'in 30 minutes', 'in 1 hour', 'in 2 hours']);
  expect([60, 120, 180, 1440].map((minutes) => expiry('ar', minutes))).toEqual(['خلال ساعة واحدة', 'خلال ساعتين', 'خلال 3 ساعات', 'خلال 24 ساعة']);
});

it('refuses a relative link or a date that is none', () => {
  expect(() => renderMail('verify-email', 'en', { name, link: '/verify-email', expiresInMinutes: 5 })).toThrow(/absolute/);
  expect(() => renderMail('verify-email', 'en', { name, link: 'javascript:alert(1)', expiresInMinutes: 5 })).toThrow(/absolute/);
  expect(() => renderMail('export-ready', 'en', { name, link, expiresAt: 'tomorrow' })).toThrow(/not a date/);
});

describe('publicLink', () => {
  it('builds on PUBLIC_URL, keeping its path, and encodes the query', () => {
    expect(publicLink({ publicUrl: 'https://example.org', port: 3000 }, '/reset-password', { token: 'a b&c' })).toBe(
      'https://example.org/reset-password?token=a+b%26c',
    );
    expect(publicLink({ publicUrl: 'https://example.org/pawpals/', port: 3000 }, '/verify-email')).toBe('https://example.org/pawpals/verify-email');
  });

  it('falls back on the server’s port of localhost', () => {
    expect(publicLink({ publicUrl: undefined, port: 3000 }, '/verify-email', { token: 't' })).toBe('http://localhost:3000/verify-email?token=t');
  });

  it('refuses a path with no leading slash or with its own query', () => {
    expect(() => publicLink({ port: 3000 }, 'verify-email')).toThrow();
    expect(() => publicLink({ port: 3000 }, '/verify-email?token=t')).toThrow();
  });
});

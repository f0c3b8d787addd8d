import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/** Where the suite's server writes each mail as an .eml file (no SMTP_URL: the embedded default; see playwright.config.ts). */
const mailDir = path.join('.tmp', `e2e-data-${process.env.E2E_PORT ?? 4173}`, 'mail');

/** A mail's text with quoted-printable's soft line breaks and escapes undone, enough to read its headers and links. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

async function mailsTo(address: string): Promise<string[]> {
  const names = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(names.map(async (name) => readable(await readFile(path.join(mailDir, name), 'utf8'))));
  return mails.filter((mail) => new RegExp(`^To: .*${address.replace(/[.+]/g, '\\$&')}`, 'mi').test(mail));
}

/**
 * The path in the app (`/verify-email/<token>` or `/reset-password/<token>`)
 * of the newest mail to `address` carrying such a link; waits for the mail
 * queue to write it. `after` skips the links already seen.
 */
export async function mailedLink(address: string, screen: 'verify-email' | 'reset-password', after: string[] = []): Promise<string> {
  let found = '';
  await expect(async () => {
    const links = (await mailsTo(address)).flatMap((mail) => mail.match(new RegExp(`/${screen}/[A-Za-z0-9_-]{16,}`, 'g')) ?? []);
    found = links.filter((link) => !after.includes(link)).at(-1) ?? '';
    expect(found, `a ${screen} link mailed to ${address}`).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return found;
}

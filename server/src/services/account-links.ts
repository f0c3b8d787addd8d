import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client.ts';
import * as accountTokens from '../repositories/account-tokens.ts';
import type { AccountTokenKind } from '../repositories/account-tokens.ts';
import type { UserRow } from '../repositories/users.ts';
import { publicLink } from './mail/public-link.ts';
import { isMailLanguage, type MailLanguage } from './mail/languages.ts';
import { hashToken, newToken } from './tokens.ts';

/** How long each kind of mailed link works. */
export const linkLifeMinutes: Record<AccountTokenKind, number> = {
  'verify-email': 48 * 60,
  'password-reset': 60,
  'email-change': 24 * 60,
};

/** The app's screens that mailed links open, with the token as the last part of the path. */
const linkPaths: Record<AccountTokenKind, string> = {
  'verify-email': '/verify-email',
  'password-reset': '/reset-password',
  'email-change': '/verify-email',
};

type Mailer = Pick<FastifyInstance, 'config' | 'mail'>;
type Recipient = Pick<UserRow, 'id' | 'fullName' | 'email' | 'language'>;

export const mailLanguageOf = (user: Pick<UserRow, 'language'>): MailLanguage => (isMailLanguage(user.language) ? user.language : 'en');

/** A new link of its kind for the user (the older one stops working), valid for its kind's life. */
async function issueLink(app: Mailer, tx: Queryable, user: Recipient, kind: AccountTokenKind, email: string) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + linkLifeMinutes[kind] * 60_000);
  const row = await accountTokens.replace(tx, { userId: user.id, kind, tokenHash: hashToken(token), email, expiresAt });
  return { id: row.id, link: publicLink(app.config, `${linkPaths[kind]}/${token}`), expiresInMinutes: linkLifeMinutes[kind] };
}

/** Mails the account's own address a link of its kind: one that proves the address (sign-up, "send again") or one to choose a new password. */
export async function mailOwnAddressLink(app: Mailer, tx: Queryable, user: Recipient, kind: 'verify-email' | 'password-reset'): Promise<void> {
  const { id, link, expiresInMinutes } = await issueLink(app, tx, user, kind, user.email);
  await app.mail.enqueue(tx, {
    to: user.email,
    language: mailLanguageOf(user),
    kind,
    data: { name: user.fullName, link, expiresInMinutes },
    dedupeKey: `${kind}:${id}`,
  });
}

/** Mails the new address a link that makes it the account's, and tells the current address. */
export async function mailEmailChangeLinks(app: Mailer, tx: Queryable, user: Recipient, newEmail: string): Promise<void> {
  const { id, link, expiresInMinutes } = await issueLink(app, tx, user, 'email-change', newEmail);
  const language = mailLanguageOf(user);
  await app.mail.enqueue(tx, {
    to: newEmail,
    language,
    kind: 'email-change-confirm',
    data: { name: user.fullName, newEmail, link, expiresInMinutes },
    dedupeKey: `email-change-confirm:${id}`,
  });
  await app.mail.enqueue(tx, {
    to: user.email,
    language,
    kind: 'email-change-notice',
    data: { name: user.fullName, newEmail, helpLink: publicLink(app.config, '/help') },
    dedupeKey: `email-change-notice:${id}`,
  });
}

/** Tells the account its password changed, with the way back in if it was not them; `eventId` names the change. */
export async function mailPasswordChanged(app: Mailer, tx: Queryable, user: Recipient, eventId: string): Promise<void> {
  await app.mail.enqueue(tx, {
    to: user.email,
    language: mailLanguageOf(user),
    kind: 'password-changed',
    data: { name: user.fullName, changedAt: new Date().toISOString(), resetLink: publicLink(app.config, '/forgot-password') },
    dedupeKey: `password-changed:${eventId}`,
  });
}

/** Takes a mailed link's token out of the store: its row when it is one of these kinds and still valid, else null. */
export async function useLinkToken(tx: Queryable, token: string, kinds: AccountTokenKind[]) {
  const row = await accountTokens.take(tx, hashToken(token), kinds);
  return row && row.expiresAt.getTime() > Date.now() ? row : null;
}

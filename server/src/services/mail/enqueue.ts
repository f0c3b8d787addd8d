import type { Queryable } from '../../db/client.ts';
import * as outbox from '../../repositories/mail-outbox.ts';
import type { MailContent } from './compose.ts';
import type { MailLanguage } from './languages.ts';
import { renderMail, type MailKind, type MailTemplateData } from './templates.ts';

/** A mail to queue: who, in which language, which template with its data, and the event it tells about. */
export type QueuedMail = {
  [K in MailKind]: {
    to: string;
    language: MailLanguage;
    kind: K;
    data: MailTemplateData[K];
    /**
     * Names the event the mail tells about (`verify-email:<token id>`), unique
     * across all mails: the same key queued twice is one mail.
     */
    dedupeKey: string;
  };
}[MailKind];

export const renderQueuedMail = (mail: Pick<QueuedMail, 'kind' | 'language' | 'data'>): MailContent =>
  renderMail(mail.kind, mail.language, mail.data as never);

/**
 * Queues a mail in the caller's transaction, so it is sent exactly when the
 * change it tells about commits (and never if it rolls back). Answers false
 * when a mail with the same dedupe key was queued before, which sends
 * nothing more. Renders it once first, so a mail that could not be written
 * (a relative link, a date that is none) fails its caller now rather than the
 * worker later.
 */
export async function enqueueMail(db: Queryable, mail: QueuedMail): Promise<boolean> {
  renderQueuedMail(mail);
  return outbox.insert(db, { dedupeKey: mail.dedupeKey, recipient: mail.to, language: mail.language, kind: mail.kind, data: mail.data });
}

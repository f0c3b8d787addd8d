import type { MailContent } from './compose.ts';
import type { MailLanguage } from './languages.ts';
import { accountDeleted, type AccountDeletedData } from './templates/account-deleted.ts';
import { emailChangeConfirm, type EmailChangeConfirmData } from './templates/email-change-confirm.ts';
import { emailChangeNotice, type EmailChangeNoticeData } from './templates/email-change-notice.ts';
import { exportReady, type ExportReadyData } from './templates/export-ready.ts';
import { passwordChanged, type PasswordChangedData } from './templates/password-changed.ts';
import { passwordReset, type PasswordResetData } from './templates/password-reset.ts';
import { verifyEmail, type VerifyEmailData } from './templates/verify-email.ts';

/** Every kind of mail with the data its template is written from (kept as JSON in the queue: strings and numbers only). */
export interface MailTemplateData {
  'verify-email': VerifyEmailData;
  'password-reset': PasswordResetData;
  'password-changed': PasswordChangedData;
  'email-change-confirm': EmailChangeConfirmData;
  'email-change-notice': EmailChangeNoticeData;
  'export-ready': ExportReadyData;
  'account-deleted': AccountDeletedData;
}

export type MailKind = keyof MailTemplateData;

const templates: { [K in MailKind]: (language: MailLanguage, data: MailTemplateData[K]) => MailContent } = {
  'verify-email': verifyEmail,
  'password-reset': passwordReset,
  'password-changed': passwordChanged,
  'email-change-confirm': emailChangeConfirm,
  'email-change-notice': emailChangeNotice,
  'export-ready': exportReady,
  'account-deleted': accountDeleted,
};

export const mailKinds = Object.keys(templates) as MailKind[];

export const isMailKind = (value: string): value is MailKind => Object.hasOwn(templates, value);

/** The subject, text and HTML of one mail, in its language. */
export function renderMail<K extends MailKind>(kind: K, language: MailLanguage, data: MailTemplateData[K]): MailContent {
  return templates[kind](language, data);
}

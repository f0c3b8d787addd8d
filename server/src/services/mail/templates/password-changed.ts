import { compose, productName, type MailContent, type MailParts } from '../compose.ts';
import { dateTime } from '../formats.ts';
import type { MailLanguage } from '../languages.ts';

/** To an account's address once its password has changed. */
export interface PasswordChangedData {
  name: string;
  /** When the password changed, as an ISO 8601 string. */
  changedAt: string;
  /** Where to reset the password if it was not them (the forgotten-password page). */
  resetLink: string;
}

const texts: Record<MailLanguage, (data: PasswordChangedData) => MailParts> = {
  en: (data) => ({
    subject: `Your ${productName} password was changed`,
    greeting: `Hello ${data.name},`,
    lead: [
      `The password of your ${productName} account was changed on ${dateTime('en', data.changedAt)}.`,
      'If you made this change, there is nothing more to do. If you did not, reset your password now to take your account back.',
    ],
    action: { label: 'Reset my password', link: data.resetLink },
    reason: `You received this because the password of the ${productName} account that uses this email address was changed. We always send this notice, for your account's safety.`,
  }),
  ar: (data) => ({
    subject: `تم تغيير كلمة المرور لحسابك في ${productName}`,
    greeting: `مرحبًا ${data.name}،`,
    lead: [
      `تم تغيير كلمة مرور حسابك في ${productName} بتاريخ ${dateTime('ar', data.changedAt)}.`,
      'إن كنت أنت من أجرى هذا التغيير، فلا حاجة إلى أي إجراء آخر. وإن لم تكن أنت، فأعِد تعيين كلمة المرور الآن لاستعادة حسابك.',
    ],
    action: { label: 'إعادة تعيين كلمة المرور', link: data.resetLink },
    reason: `وصلتك هذه الرسالة لأن كلمة مرور حساب ${productName} المرتبط بعنوان البريد الإلكتروني هذا قد تغيّرت. نرسل هذا التنبيه دائمًا حفاظًا على أمان حسابك.`,
  }),
};

export const passwordChanged = (language: MailLanguage, data: PasswordChangedData): MailContent => compose(language, texts[language](data));

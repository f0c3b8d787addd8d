import { compose, productName, type MailContent, type MailParts } from '../compose.ts';
import { expiresIn } from '../formats.ts';
import type { MailLanguage } from '../languages.ts';

/** To an account's address, on a request to reset its password. */
export interface PasswordResetData {
  name: string;
  link: string;
  expiresInMinutes: number;
}

const texts: Record<MailLanguage, (data: PasswordResetData) => MailParts> = {
  en: (data) => ({
    subject: `Reset your ${productName} password`,
    greeting: `Hello ${data.name},`,
    lead: [`We received a request to reset the password of your ${productName} account. Choose a new password with the button below.`],
    action: { label: 'Choose a new password', link: data.link },
    after: [
      `This link expires ${expiresIn('en', data.expiresInMinutes)}.`,
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    reason: `You received this because someone asked to reset the password of the ${productName} account that uses this email address.`,
  }),
  ar: (data) => ({
    subject: `إعادة تعيين كلمة المرور في ${productName}`,
    greeting: `مرحبًا ${data.name}،`,
    lead: [`تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في ${productName}. اختر كلمة مرور جديدة من خلال الزر أدناه.`],
    action: { label: 'اختيار كلمة مرور جديدة', link: data.link },
    after: [`تنتهي صلاحية هذا الرابط ${expiresIn('ar', data.expiresInMinutes)}.`, 'إن لم تطلب ذلك، فتجاهل هذه الرسالة، وستبقى كلمة المرور كما هي.'],
    reason: `وصلتك هذه الرسالة لأن أحدهم طلب إعادة تعيين كلمة مرور حساب ${productName} المرتبط بعنوان البريد الإلكتروني هذا.`,
  }),
};

export const passwordReset = (language: MailLanguage, data: PasswordResetData): MailContent => compose(language, texts[language](data));

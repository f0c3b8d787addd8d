import { compose, productName, type MailContent, type MailParts } from '../compose.ts';
import { expiresIn } from '../formats.ts';
import type { MailLanguage } from '../languages.ts';

/** To the new address an account asked to move to: confirm it before it is used. */
export interface EmailChangeConfirmData {
  name: string;
  /** The address being confirmed (the recipient), named in the mail. */
  newEmail: string;
  link: string;
  expiresInMinutes: number;
}

const texts: Record<MailLanguage, (data: EmailChangeConfirmData) => MailParts> = {
  en: (data) => ({
    subject: `Confirm your new email address for ${productName}`,
    greeting: `Hello ${data.name},`,
    lead: [
      `You asked to use ${data.newEmail} for your ${productName} account. Confirm it with the button below; until then, your account keeps its current address.`,
    ],
    action: { label: 'Confirm my new address', link: data.link },
    after: [`This link expires ${expiresIn('en', data.expiresInMinutes)}.`],
    reason: `You received this because someone asked to move a ${productName} account to this email address. If it was not you, you can ignore this mail.`,
  }),
  ar: (data) => ({
    subject: `أكِّد عنوان بريدك الإلكتروني الجديد في ${productName}`,
    greeting: `مرحبًا ${data.name}،`,
    lead: [
      `طلبتَ استخدام العنوان ${data.newEmail} لحسابك في ${productName}. أكِّده من خلال الزر أدناه، وإلى أن تفعل ذلك سيبقى العنوان الحالي لحسابك كما هو.`,
    ],
    action: { label: 'تأكيد عنواني الجديد', link: data.link },
    after: [`تنتهي صلاحية هذا الرابط ${expiresIn('ar', data.expiresInMinutes)}.`],
    reason: `وصلتك هذه الرسالة لأن أحدهم طلب نقل حساب في ${productName} إلى عنوان البريد الإلكتروني هذا. إن لم تكن أنت، فيمكنك تجاهلها.`,
  }),
};

export const emailChangeConfirm = (language: MailLanguage, data: EmailChangeConfirmData): MailContent => compose(language, texts[language](data));

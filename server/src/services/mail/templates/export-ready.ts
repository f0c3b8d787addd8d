import { compose, productName, type MailContent, type MailParts } from '../compose.ts';
import { dateTime } from '../formats.ts';
import type { MailLanguage } from '../languages.ts';

/** To an account's address once the copy of its data it asked for can be downloaded. */
export interface ExportReadyData {
  name: string;
  link: string;
  /** When the download stops working, as an ISO 8601 string. */
  expiresAt: string;
}

const texts: Record<MailLanguage, (data: ExportReadyData) => MailParts> = {
  en: (data) => ({
    subject: `Your ${productName} data is ready to download`,
    greeting: `Hello ${data.name},`,
    lead: [`The copy of your ${productName} data that you asked for is ready.`],
    action: { label: 'Download my data', link: data.link },
    after: [`The link works until ${dateTime('en', data.expiresAt)}. After that, you can ask for a new copy in your account settings.`],
    reason: `You received this because a copy of the data of your ${productName} account was asked for from inside the account.`,
  }),
  ar: (data) => ({
    subject: `بياناتك في ${productName} جاهزة للتنزيل`,
    greeting: `مرحبًا ${data.name}،`,
    lead: [`أصبحت نسخة بياناتك في ${productName} التي طلبتها جاهزة.`],
    action: { label: 'تنزيل بياناتي', link: data.link },
    after: [`يعمل هذا الرابط حتى ${dateTime('ar', data.expiresAt)}، ويمكنك بعد ذلك طلب نسخة جديدة من إعدادات حسابك.`],
    reason: `وصلتك هذه الرسالة لأن نسخة من بيانات حسابك في ${productName} طُلبت من داخل الحساب.`,
  }),
};

export const exportReady = (language: MailLanguage, data: ExportReadyData): MailContent => compose(language, texts[language](data));

import { compose, productName, type MailContent, type MailParts } from '../compose.ts';
import type { MailLanguage } from '../languages.ts';

/** To the address of an account that has just been deleted. */
export interface AccountDeletedData {
  name: string;
}

const texts: Record<MailLanguage, (data: AccountDeletedData) => MailParts> = {
  en: (data) => ({
    subject: `Your ${productName} account was deleted`,
    greeting: `Hello ${data.name},`,
    lead: [`Your ${productName} account has been deleted, as you asked.`, 'Thank you for the time you spent with us and your pets.'],
    reason: `You received this because the ${productName} account that used this email address was deleted. This is the last mail we send to it.`,
  }),
  ar: (data) => ({
    subject: `تم حذف حسابك في ${productName}`,
    greeting: `مرحبًا ${data.name}،`,
    lead: [`تم حذف حسابك في ${productName} بناءً على طلبك.`, 'نشكرك على الوقت الذي قضيته معنا برفقة حيواناتك الأليفة.'],
    reason: `وصلتك هذه الرسالة لأن حساب ${productName} الذي كان يستخدم عنوان البريد الإلكتروني هذا قد حُذف، وهذه آخر رسالة نرسلها إليه.`,
  }),
};

export const accountDeleted = (language: MailLanguage, data: AccountDeletedData): MailContent => compose(language, texts[language](data));

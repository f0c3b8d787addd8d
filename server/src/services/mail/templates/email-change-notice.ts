import { compose, productName, type MailContent, type MailParts } from '../compose.ts';
import type { MailLanguage } from '../languages.ts';

/** To the address an account used until its email address changed. */
export interface EmailChangeNoticeData {
  name: string;
  newEmail: string;
  /** Where to find help if it was not them (the help page): a password reset would now go to the new address. */
  helpLink: string;
}

const texts: Record<MailLanguage, (data: EmailChangeNoticeData) => MailParts> = {
  en: (data) => ({
    subject: `The email address of your ${productName} account was changed`,
    greeting: `Hello ${data.name},`,
    lead: [
      `The email address of your ${productName} account was changed to ${data.newEmail}. From now on, we will write to that address.`,
      'If you did not make this change, someone else may have access to your account: the page below tells you how to get it back.',
    ],
    action: { label: 'Get help', link: data.helpLink },
    reason: `You received this because this was the email address of a ${productName} account until now. We always send this notice, for your account's safety.`,
  }),
  ar: (data) => ({
    subject: `تم تغيير عنوان البريد الإلكتروني لحسابك في ${productName}`,
    greeting: `مرحبًا ${data.name}،`,
    lead: [
      `تم تغيير عنوان البريد الإلكتروني لحسابك في ${productName} إلى ${data.newEmail}، وسنراسلك على هذا العنوان من الآن فصاعدًا.`,
      'إن لم تُجرِ هذا التغيير بنفسك، فربما يستطيع شخص آخر الوصول إلى حسابك. توضّح لك الصفحة أدناه كيف تستعيده.',
    ],
    action: { label: 'الحصول على المساعدة', link: data.helpLink },
    reason: `وصلتك هذه الرسالة لأن هذا العنوان كان حتى الآن عنوان البريد الإلكتروني لحساب في ${productName}. نرسل هذا التنبيه دائمًا حفاظًا على أمان حسابك.`,
  }),
};

export const emailChangeNotice = (language: MailLanguage, data: EmailChangeNoticeData): MailContent => compose(language, texts[language](data));

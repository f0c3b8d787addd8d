import { compose, productName, type MailContent, type MailParts } from '../compose.ts';
import { expiresIn } from '../formats.ts';
import type { MailLanguage } from '../languages.ts';

/** To a new account's address: confirm it is theirs. */
export interface VerifyEmailData {
  /** The recipient's full name, for the greeting. */
  name: string;
  link: string;
  expiresInMinutes: number;
}

const texts: Record<MailLanguage, (data: VerifyEmailData) => MailParts> = {
  en: (data) => ({
    subject: `Confirm your email address for ${productName}`,
    greeting: `Hello ${data.name},`,
    lead: [
      `Welcome to ${productName}! Please confirm that this email address is yours, so that you can get back into your account if you ever forget your password.`,
    ],
    action: { label: 'Confirm my email address', link: data.link },
    after: [`This link expires ${expiresIn('en', data.expiresInMinutes)}.`],
    reason: `You received this because someone created a ${productName} account with this email address. If it was not you, you can ignore this mail.`,
  }),
  ar: (data) => ({
    subject: `أكِّد عنوان بريدك الإلكتروني في ${productName}`,
    greeting: `مرحبًا ${data.name}،`,
    lead: [`أهلًا بك في ${productName}! يُرجى تأكيد أن عنوان البريد الإلكتروني هذا يخصّك، لتتمكّن من استعادة حسابك إذا نسيت كلمة المرور يومًا ما.`],
    action: { label: 'تأكيد عنوان بريدي الإلكتروني', link: data.link },
    after: [`تنتهي صلاحية هذا الرابط ${expiresIn('ar', data.expiresInMinutes)}.`],
    reason: `وصلتك هذه الرسالة لأن أحدهم أنشأ حسابًا في ${productName} بعنوان البريد الإلكتروني هذا. إن لم تكن أنت، فيمكنك تجاهلها.`,
  }),
};

export const verifyEmail = (language: MailLanguage, data: VerifyEmailData): MailContent => compose(language, texts[language](data));

/** The languages a mail is written in: those of the app. */
export const mailLanguages = ['en', 'ar'] as const;
export type MailLanguage = (typeof mailLanguages)[number];

export const isMailLanguage = (value: string): value is MailLanguage => (mailLanguages as readonly string[]).includes(value);

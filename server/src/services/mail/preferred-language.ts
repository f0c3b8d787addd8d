import Negotiator from 'negotiator';
import { mailLanguages, type MailLanguage } from './languages.ts';

/** The mail language an Accept-Language header prefers among those mails are written in (English when it names none). */
export const preferredLanguage = (header: string | undefined): MailLanguage =>
  (new Negotiator({ headers: { 'accept-language': header } }).language([...mailLanguages]) as MailLanguage | undefined) ?? 'en';

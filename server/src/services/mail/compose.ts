import { escapeHtml } from './escape-html.ts';
import type { MailLanguage } from './languages.ts';

/** What leaves the server: a subject and the same words as plain text and as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** The parts every mail is made of, in the reader's language; `compose` lays them out. */
export interface MailParts {
  subject: string;
  greeting: string;
  /** Paragraphs before the action. */
  lead: string[];
  /** The one thing the mail asks to do: a button in HTML, the label and the address in text. */
  action?: { label: string; link: string };
  /** Paragraphs after the action (how long the link works, what to do if it was not you). */
  after?: string[];
  /** Why the reader received this mail. */
  reason: string;
}

export const productName = 'PawPals';

const shared = {
  en: { signature: `The ${productName} team`, linkFallback: 'If the button does not work, copy this address into your browser:' },
  ar: { signature: `فريق ${productName}`, linkFallback: 'إذا لم يعمل الزر، فانسخ هذا العنوان والصقه في متصفحك:' },
} satisfies Record<MailLanguage, unknown>;

/** Only absolute web addresses go into a mail: a relative one means nothing in a mailbox. */
function absoluteLink(link: string): string {
  const url = URL.canParse(link) ? new URL(link) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) throw new Error(`a mail's link must be an absolute http(s) address: ${link}`);
  return url.toString();
}

export function compose(language: MailLanguage, parts: MailParts): MailContent {
  const words = shared[language];
  const link = parts.action && absoluteLink(parts.action.link);
  const after = parts.after ?? [];

  const text = [
    parts.greeting,
    ...parts.lead,
    ...(parts.action ? [`${parts.action.label}:\n${link}`] : []),
    ...after,
    `— ${words.signature}`,
    '--',
    parts.reason,
  ].join('\n\n');

  const rtl = language === 'ar';
  const align = rtl ? 'right' : 'left';
  const dir = rtl ? 'rtl' : 'ltr';
  const paragraph = (content: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(content)}</p>`;
  const button =
    parts.action && link
      ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#c2410c;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(parts.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#57534e">${escapeHtml(words.linkFallback)}<br><a href="${escapeHtml(link)}" dir="ltr" style="color:#c2410c;word-break:break-all">${escapeHtml(link)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background:#f5f5f4;color:#1c1917;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,Arial,sans-serif;font-size:16px;line-height:1.5">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:32px 28px;background:#ffffff;border-radius:12px;text-align:${align}">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#c2410c">${productName}</p>
${paragraph(parts.greeting)}
${parts.lead.map((content) => paragraph(content)).join('\n')}
${button}
${after.map((content) => paragraph(content)).join('\n')}
${paragraph(`— ${words.signature}`)}
<hr style="margin:24px 0 16px;border:0;border-top:1px solid #e7e5e4">
${paragraph(parts.reason, 'font-size:12px;color:#78716c')}
</div>
</body>
</html>
`;
  return { subject: parts.subject, text: `${text}\n`, html };
}

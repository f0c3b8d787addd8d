import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { Languages } from 'lucide-react';
import { activateLocale } from '@/i18n/activate-locale.ts';
import { getSession } from '@/data/session.ts';
import { localeParam, toLocale } from '@/i18n/locales.ts';
import { buttonClass } from '@/ui/button.tsx';
import { Tooltip } from '@/ui/tooltip.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import * as css from './header.css.ts';

/** "Switch Language" toggles en/ar. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const next = toLocale(i18n.locale) === 'ar' ? 'en' : 'ar';
  const nextName = next === 'ar' ? 'العربية' : 'English';

  const onClick = async () => {
    await activateLocale(next);
    // Signed in, the account's mails follow the app's language; loaded on use, the landing page does without it.
    if (getSession()) void import('@/data/profiles.ts').then(({ saveAccountLanguage }) => saveAccountLanguage(next)).catch(() => undefined);
    // The query parameter outranks the cached choice, so drop it or a reload would undo the switch.
    const url = new URL(window.location.href);
    if (url.searchParams.has(localeParam)) {
      url.searchParams.delete(localeParam);
      void router.navigate({ href: url.pathname + url.search + url.hash, replace: true });
    }
  };

  const label = t`Switch Language`;
  return (
    <Tooltip label={label}>
      <button type="button" className={`${buttonClass('ghost')} ${css.languageButton}`} onClick={onClick}>
        <Languages size={20} aria-hidden="true" />
        {/* The visible name comes first in the accessible name (WCAG 2.5.3, label in name). */}
        <span className={css.wideOnly} lang={next}>
          {nextName}
        </span>
        <span className={visuallyHidden}>{label}</span>
      </button>
    </Tooltip>
  );
}

import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { buttonClass } from './button.tsx';
import * as css from './back-button.css.ts';

/** Goes one step back in history. */
export function BackButton() {
  const { t } = useLingui();
  const router = useRouter();
  return (
    <button type="button" className={buttonClass('ghost')} onClick={() => router.history.back()}>
      <ArrowLeft size={20} aria-hidden="true" className={css.icon} />
      {t`Go back`}
    </button>
  );
}

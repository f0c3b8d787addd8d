import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { buttonClass } from '@/ui/button.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import * as css from '@/features/auth/auth-card.css.ts';
import { ChangeEmailForm } from './change-email-form.tsx';

/** A new address takes effect once its mailed link is opened (/verify-email); until then the old one stays. */
export function ChangeEmailScreen() {
  const { t } = useLingui();
  const user = useSession();
  const [answer, setAnswer] = useState<string | null>(null);
  useDocumentTitle(t`Change email`);
  const email = user?.email ?? '';
  return (
    <div className={css.page}>
      <section className={css.panel} aria-labelledby="change-email-title">
        <div>
          <BackButton />
        </div>
        <div className={css.head}>
          <h1 id="change-email-title" className={css.title}>
            <Trans>Change email</Trans>
          </h1>
          <p className={css.subtitle}>
            <Trans>
              Your address now is <bdi dir="ltr">{email}</bdi>. We send a link to the new one; it replaces this one once you open it.
            </Trans>
          </p>
        </div>
        {answer === null ? (
          <ChangeEmailForm onSent={setAnswer} />
        ) : (
          <div className={css.answer} role="status">
            <MailCheck size={40} aria-hidden="true" className={css.answerIcon} />
            <p>{answer}</p>
            <Link to="/dashboard" className={buttonClass('primary', true)}>
              <Trans>Back to dashboard</Trans>
            </Link>
          </div>
        )}
      </section>
    </div>
  );
}

import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Mail, MailCheck } from 'lucide-react';
import { Button, buttonClass } from '@/ui/button.tsx';
import { supportEmail } from '@/features/pages/contact.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import * as css from './auth-card.css.ts';
import * as help from './forgot-password.css.ts';

/** Asks for a reset link by email; those who no longer reach their mailbox find the support address below. */
export function ForgotPasswordScreen() {
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <div className={css.page}>
      <section className={css.panel} aria-labelledby="forgot-title">
        <div className={css.head}>
          <h1 id="forgot-title" className={css.title}>
            <Trans>Forgot your password?</Trans>
          </h1>
          {answer === null ? (
            <p className={css.subtitle}>
              <Trans>Enter the email address of your account and we will send you a link to choose a new password.</Trans>
            </p>
          ) : null}
        </div>
        {answer === null ? (
          <ForgotPasswordForm onSent={setAnswer} />
        ) : (
          <div className={css.answer} role="status">
            <MailCheck size={40} aria-hidden="true" className={css.answerIcon} />
            <p>{answer}</p>
            <p className={css.small}>
              <Trans>The link works for a limited time. Check your spam folder if it does not arrive within a few minutes.</Trans>
            </p>
            <Link to="/login" className={buttonClass('primary', true)}>
              <Trans>Back to login</Trans>
            </Link>
            <Button variant="ghost" onClick={() => setAnswer(null)}>
              <Trans>Use another address</Trans>
            </Button>
          </div>
        )}
        {answer === null ? (
          <p className={css.small}>
            <Trans>
              Remembered it? <Link to="/login">Back to login</Link>
            </Trans>
          </p>
        ) : null}
        <aside className={help.support} aria-labelledby="no-mailbox-title">
          <h2 id="no-mailbox-title" className={help.heading}>
            <Trans>No longer have access to that mailbox?</Trans>
          </h2>
          <p>
            <Trans>Write to our support team and tell us your username. We will confirm it is you and help you regain access.</Trans>
          </p>
          <a className={buttonClass('secondary')} href={`mailto:${supportEmail}`}>
            <Mail size={18} aria-hidden="true" />
            <span dir="ltr">{supportEmail}</span>
          </a>
        </aside>
      </section>
    </div>
  );
}

import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, LinkIcon } from 'lucide-react';
import toast from 'react-hot-toast';
import { messages } from '@/contract/messages.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { buttonClass } from '@/ui/button.tsx';
import { isMalformedToken } from './reset-link.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';
import * as css from './auth-card.css.ts';

type Step = { is: 'form' } | { is: 'done'; answer: string } | { is: 'invalid' };

/** Where a mailed reset link leads: choose a new password, then log in with it. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { i18n } = useLingui();
  const [step, setStep] = useState<Step>(() => (isMalformedToken(token) ? { is: 'invalid' } : { is: 'form' }));

  const done = (answer: string) => {
    toast.success(answer);
    setStep({ is: 'done', answer });
  };

  return (
    <div className={css.page}>
      <section className={css.panel} aria-labelledby="reset-title">
        <div className={css.head}>
          <h1 id="reset-title" className={css.title}>
            {step.is === 'invalid' ? <Trans>This link cannot be used</Trans> : <Trans>Choose a new password</Trans>}
          </h1>
          {step.is === 'form' ? (
            <p className={css.subtitle}>
              <Trans>Your new password replaces the old one, and you are signed out on every device.</Trans>
            </p>
          ) : null}
        </div>
        {step.is === 'form' ? <ResetPasswordForm token={token} onDone={done} onInvalidLink={() => setStep({ is: 'invalid' })} /> : null}
        {step.is === 'done' ? (
          <div className={css.answer} role="status">
            <CircleCheck size={40} aria-hidden="true" className={css.answerIcon} />
            <p>{step.answer}</p>
            <Link to="/login" replace className={buttonClass('primary', true)}>
              <Trans>Log in</Trans>
            </Link>
          </div>
        ) : null}
        {step.is === 'invalid' ? (
          <div className={css.answer} role="alert">
            <LinkIcon size={40} aria-hidden="true" className={css.answerIconFailed} />
            <p>{translateContract(i18n, messages.tokenInvalid)}</p>
            <Link to="/forgot-password" replace className={buttonClass('primary', true)}>
              <Trans>Ask for a new link</Trans>
            </Link>
          </div>
        ) : null}
      </section>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, LinkIcon, WifiOff } from 'lucide-react';
import { useSession } from '@/data/session.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { Button, buttonClass } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import * as css from '@/features/auth/auth-card.css.ts';
import { useEmailLink } from './use-email-link.ts';
import { useResend } from './use-resend.ts';

/** Where a mailed verification link leads (after sign-up or a change of address): the link is opened at once. */
export function VerifyEmailScreen({ token }: { token: string }) {
  const { i18n } = useLingui();
  const user = useSession();
  const { state, retry } = useEmailLink(token);
  const resend = useResend();

  return (
    <div className={css.page}>
      <section className={css.panel} aria-labelledby="verify-title" aria-busy={state.is === 'checking'}>
        <div className={css.head}>
          <h1 id="verify-title" className={css.title}>
            {state.is === 'verified' ? <Trans>Email verified</Trans> : <Trans>Verify your email</Trans>}
          </h1>
        </div>
        {state.is === 'checking' ? (
          <p className={css.answer} role="status">
            <Spinner />
            <Trans>Checking your link…</Trans>
          </p>
        ) : null}
        {state.is === 'verified' ? (
          <div className={css.answer} role="status">
            <CircleCheck size={40} aria-hidden="true" className={css.answerIcon} />
            <p>{translateContract(i18n, state.message)}</p>
            {user ? (
              <Link to="/feed" replace className={buttonClass('primary', true)}>
                <Trans>Go to your feed</Trans>
              </Link>
            ) : (
              <Link to="/login" replace className={buttonClass('primary', true)}>
                <Trans>Log in</Trans>
              </Link>
            )}
          </div>
        ) : null}
        {state.is === 'invalid' ? (
          <div className={css.answer} role="alert">
            <LinkIcon size={40} aria-hidden="true" className={css.answerIconFailed} />
            <p>{translateContract(i18n, state.message)}</p>
            {user?.emailVerified === false ? (
              <Button block onClick={resend.send} disabled={resend.sending || resend.paused}>
                {resend.paused ? <Trans>Link sent. Check your inbox.</Trans> : <Trans>Email me a new link</Trans>}
              </Button>
            ) : null}
            {user ? null : (
              <p className={css.small}>
                <Trans>Log in to ask for a new link.</Trans>
              </p>
            )}
            <Link to={user ? '/feed' : '/login'} className={buttonClass(user?.emailVerified === false ? 'secondary' : 'primary', true)}>
              {user ? <Trans>Go to your feed</Trans> : <Trans>Log in</Trans>}
            </Link>
          </div>
        ) : null}
        {state.is === 'unreachable' ? (
          <div className={css.answer} role="alert">
            <WifiOff size={40} aria-hidden="true" className={css.answerIconFailed} />
            <p>
              <Trans>Your link could not be checked: the server did not answer. Try again once you are online.</Trans>
            </p>
            <Button block onClick={retry}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { buttonClass } from '@/ui/button.tsx';
import { supportEmail } from '@/features/pages/contact.ts';
import * as css from './auth-card.css.ts';
import * as steps from './forgot-password.css.ts';

/** There is no email reset service, so this screen tells the honest ways back in. */
export function ForgotPasswordScreen() {
  return (
    <div className={css.page}>
      <section className={`${css.panel} ${css.wide}`} aria-labelledby="forgot-title">
        <div className={css.head}>
          <h1 id="forgot-title" className={css.title}>
            <Trans>Forgot your password?</Trans>
          </h1>
          <p className={css.subtitle}>
            <Trans>PawPals does not send password reset emails. Here is how to get back into your account.</Trans>
          </p>
        </div>
        <ol className={steps.list}>
          <li className={steps.step}>
            <h2 className={steps.heading}>
              <Trans>Still signed in on another device?</Trans>
            </h2>
            <p>
              <Trans>
                Open PawPals there, choose your avatar at the top, then Update password, and set a new password. Then log in here with it.
              </Trans>
            </p>
          </li>
          <li className={steps.step}>
            <h2 className={steps.heading}>
              <Trans>Not signed in anywhere?</Trans>
            </h2>
            <p>
              <Trans>Write to our support team from the email address of your account. We will confirm it is you and help you regain access.</Trans>
            </p>
            <a className={buttonClass('secondary')} href={`mailto:${supportEmail}`}>
              <Mail size={18} aria-hidden="true" />
              <span dir="ltr">{supportEmail}</span>
            </a>
          </li>
        </ol>
        <p className={css.small}>
          <Trans>
            Remembered it? <Link to="/login">Back to login</Link>
          </Trans>
        </p>
      </section>
    </div>
  );
}

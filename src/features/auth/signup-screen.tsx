import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { SignupForm } from './signup-form.tsx';
import * as css from './auth-card.css.ts';

export function SignupScreen() {
  return (
    <div className={css.page}>
      <section className={`${css.panel} ${css.wide}`} aria-labelledby="signup-title">
        <div className={css.head}>
          <h1 id="signup-title" className={css.title}>
            <Trans>Create your account</Trans>
          </h1>
          <p className={css.subtitle}>
            <Trans>Join a friendly community of pet owners and animal lovers.</Trans>
          </p>
        </div>
        <SignupForm />
        <p className={css.small}>
          <Trans>
            Already have an account? <Link to="/login">Log in</Link>
          </Trans>
        </p>
      </section>
    </div>
  );
}

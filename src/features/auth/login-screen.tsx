import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { LoginForm } from './login-form.tsx';
import { SuspensionNote } from './suspension-note.tsx';
import * as css from './auth-card.css.ts';

export function LoginScreen() {
  return (
    <div className={css.page}>
      <section className={css.panel} aria-labelledby="login-title">
        <div className={css.head}>
          <h1 id="login-title" className={css.title}>
            <Trans>Welcome back</Trans>
          </h1>
          <p className={css.subtitle}>
            <Trans>Log in to see what your pet pals are up to.</Trans>
          </p>
        </div>
        <SuspensionNote />
        <LoginForm />
        <p className={css.small}>
          <Trans>
            Don't have an account? <Link to="/signup">Sign up</Link>
          </Trans>
        </p>
        <p className={css.small}>
          <Trans>
            By logging in you agree to our <Link to="/terms">Terms of service</Link> and <Link to="/privacy">Privacy policy</Link>.
          </Trans>
        </p>
      </section>
    </div>
  );
}

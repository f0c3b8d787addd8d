import { Trans } from '@lingui/react/macro';
import { ShieldCheck } from 'lucide-react';
import { BackButton } from '@/ui/back-button.tsx';
import { UpdatePasswordForm } from './update-password-form.tsx';
import * as css from './auth-card.css.ts';

export function UpdatePasswordScreen() {
  return (
    <div className={css.page}>
      <section className={css.panel} aria-labelledby="update-password-title">
        <div>
          <BackButton />
        </div>
        <div className={css.head}>
          <h1 id="update-password-title" className={css.title}>
            <Trans>Update password</Trans>
          </h1>
          <p className={css.subtitle}>
            <Trans>Enter your current password, then choose a new one.</Trans>
          </p>
        </div>
        <UpdatePasswordForm />
        <p className={css.note}>
          <ShieldCheck size={18} aria-hidden="true" style={{ display: 'inline', verticalAlign: 'text-bottom' }} />{' '}
          <Trans>Use a strong, unique password that you don't use on any other site.</Trans>
        </p>
      </section>
    </div>
  );
}

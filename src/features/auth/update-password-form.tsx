import * as v from 'valibot';
import { reset } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { updatePasswordSchema } from '@/contract/schemas/auth.ts';
import { updatePassword } from '@/data/auth.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { getSession } from '@/data/session.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { PasswordField } from '@/ui/form/password-field.tsx';
import { SubmitButton } from '@/ui/form/submit-button.tsx';
import { usePasswordPair } from '@/ui/form/use-password-pair.ts';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import { serverMessage } from './server-message.ts';
import * as css from './auth-card.css.ts';

type PasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

const empty: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function UpdatePasswordForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [form, { Form, Field }] = useValibotForm(updatePasswordSchema, empty);
  const confirmProps = usePasswordPair(form, 'newPassword', 'confirmPassword');

  const onSubmit = async (values: PasswordValues) => {
    if (!getSession()) {
      toast.error(t`You must be logged in.`);
      return;
    }
    try {
      const message = await updatePassword(v.parse(updatePasswordSchema, values));
      toast.success(message ? translateContract(i18n, message) : t`Password updated successfully!`);
      reset(form);
      await navigate({ to: '/dashboard' });
    } catch (error) {
      const failure = failureOf(error);
      toast.error(failure.status === null ? t`An error occurred. Please try again.` : serverMessage(i18n, failure, t`Failed to update password.`));
    }
  };

  return (
    <Form onSubmit={onSubmit} className={css.form} noValidate>
      <Field name="currentPassword">
        {(field, props) => <PasswordField field={field} props={props} label={t`Current password`} autoComplete="current-password" />}
      </Field>
      <Field name="newPassword">
        {(field, props) => <PasswordField field={field} props={props} label={t`New password`} autoComplete="new-password" strength />}
      </Field>
      <Field name="confirmPassword">
        {(field, props) => <PasswordField field={field} props={confirmProps(props)} label={t`Confirm new password`} autoComplete="new-password" />}
      </Field>
      <p className={css.small}>{t`Use at least 6 characters with a mix of letters, numbers and symbols.`}</p>
      <SubmitButton submitting={form.submitting} idle={t`Update password`} busy={t`Updating…`} />
    </Form>
  );
}

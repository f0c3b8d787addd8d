import * as v from 'valibot';
import { setError } from '@modular-forms/react';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { messages } from '@/contract/messages.ts';
import { passwordResetConfirmSchema } from '@/contract/schemas/account.ts';
import { confirmPasswordReset } from '@/data/account.ts';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { PasswordField } from '@/ui/form/password-field.tsx';
import { SubmitButton } from '@/ui/form/submit-button.tsx';
import { usePasswordPair } from '@/ui/form/use-password-pair.ts';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import { OfflineNote } from './offline-note.tsx';
import { serverMessage } from './server-message.ts';
import * as css from './auth-card.css.ts';

type ResetValues = { token: string; newPassword: string; confirmPassword: string };

const fieldNames = ['newPassword', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  token: string;
  /** The password is changed: the server's answer, translated. */
  onDone: (answer: string) => void;
  /** The server refused the link itself (unknown, used or expired). */
  onInvalidLink: () => void;
}

/** The new password of a mailed reset link, checked as the update-password form checks it. */
export function ResetPasswordForm({ token, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [form, { Form, Field }] = useValibotForm(passwordResetConfirmSchema, { token, newPassword: '', confirmPassword: '' });
  const confirmProps = usePasswordPair(form, 'newPassword', 'confirmPassword');

  const onSubmit = async (values: ResetValues) => {
    if (!navigator.onLine) return;
    try {
      const message = await confirmPasswordReset(v.parse(passwordResetConfirmSchema, { ...values, token }));
      onDone(translateContract(i18n, message));
    } catch (error) {
      const failure = failureOf(error);
      if (failure.message === messages.tokenInvalid || failure.errors.token) {
        onInvalidLink();
        return;
      }
      const shownAtFields = fieldNames.filter((name) => failure.errors[name]);
      for (const name of shownAtFields) setError(form, name, failure.errors[name]!);
      if (shownAtFields.length > 0) return;
      toast.error(failure.status === null ? t`Check your connection.` : serverMessage(i18n, failure, t`Failed to update password.`));
    }
  };

  return (
    <Form onSubmit={onSubmit} className={css.form} noValidate>
      <Field name="newPassword">
        {(field, props) => <PasswordField field={field} props={props} label={t`New password`} autoComplete="new-password" strength />}
      </Field>
      <Field name="confirmPassword">
        {(field, props) => <PasswordField field={field} props={confirmProps(props)} label={t`Confirm new password`} autoComplete="new-password" />}
      </Field>
      <p className={css.small}>{t`Use at least 6 characters with a mix of letters, numbers and symbols.`}</p>
      {online ? null : <OfflineNote />}
      <SubmitButton
        submitting={form.submitting}
        idle={t`Set new password`}
        busy={t`Updating…`}
        unavailable={online ? undefined : t`Needs a connection`}
      />
    </Form>
  );
}

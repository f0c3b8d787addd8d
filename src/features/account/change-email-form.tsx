import * as v from 'valibot';
import { setError } from '@modular-forms/react';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { messages } from '@/contract/messages.ts';
import { updateEmailSchema } from '@/contract/schemas/account.ts';
import { updateEmail } from '@/data/account.ts';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { OfflineNote } from '@/features/auth/offline-note.tsx';
import { serverMessage } from '@/features/auth/server-message.ts';
import { PasswordField } from '@/ui/form/password-field.tsx';
import { SubmitButton } from '@/ui/form/submit-button.tsx';
import { TextField } from '@/ui/form/text-field.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import * as css from '@/features/auth/auth-card.css.ts';

type EmailValues = { email: string; password: string };

const empty: EmailValues = { email: '', password: '' };

const fieldNames = ['email', 'password'] as const;

/** New address and current password; `onSent` gets the server's answer (a link went to the new address). */
export function ChangeEmailForm({ onSent }: { onSent: (answer: string) => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [form, { Form, Field }] = useValibotForm(updateEmailSchema, empty);

  const onSubmit = async (values: EmailValues) => {
    if (!navigator.onLine) return;
    try {
      onSent(translateContract(i18n, await updateEmail(v.parse(updateEmailSchema, values))));
    } catch (error) {
      const failure = failureOf(error);
      const errors = { ...failure.errors };
      // "This is already your address" is about the address field, wherever the server put it.
      if (failure.message === messages.emailUnchanged && !errors.email) errors.email = failure.message;
      const shownAtFields = fieldNames.filter((name) => errors[name]);
      for (const name of shownAtFields) setError(form, name, errors[name]!);
      if (shownAtFields.length > 0) return;
      toast.error(
        failure.status === null ? t`Check your connection.` : serverMessage(i18n, failure, t`Could not change your email. Please try again.`),
      );
    }
  };

  return (
    <Form onSubmit={onSubmit} className={css.form} noValidate>
      <Field name="email">
        {(field, props) => <TextField field={field} props={props} label={t`New email address`} type="email" autoComplete="email" dir="ltr" />}
      </Field>
      <Field name="password">
        {(field, props) => <PasswordField field={field} props={props} label={t`Current password`} autoComplete="current-password" />}
      </Field>
      {online ? null : <OfflineNote />}
      <SubmitButton submitting={form.submitting} idle={t`Change email`} busy={t`Sending…`} unavailable={online ? undefined : t`Needs a connection`} />
    </Form>
  );
}

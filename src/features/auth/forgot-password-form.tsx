import * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { passwordResetSchema } from '@/contract/schemas/account.ts';
import { requestPasswordReset } from '@/data/account.ts';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import { SubmitButton } from '@/ui/form/submit-button.tsx';
import { TextField } from '@/ui/form/text-field.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import { OfflineNote } from './offline-note.tsx';
import { serverMessage } from './server-message.ts';
import * as css from './auth-card.css.ts';

type ResetValues = { email: string };

const empty: ResetValues = { email: '' };

/** Asks for a reset link; `onSent` gets the server's answer, the same whether or not the address has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (answer: string) => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [form, { Form, Field }] = useValibotForm(passwordResetSchema, empty);

  const onSubmit = async (values: ResetValues) => {
    if (!navigator.onLine) return;
    try {
      const message = await requestPasswordReset(v.parse(passwordResetSchema, values));
      onSent(translateContract(i18n, message));
    } catch (error) {
      const failure = failureOf(error);
      toast.error(failure.status === null ? t`Check your connection.` : serverMessage(i18n, failure, t`Could not send the link. Please try again.`));
    }
  };

  return (
    <Form onSubmit={onSubmit} className={css.form} noValidate>
      <Field name="email">
        {(field, props) => <TextField field={field} props={props} label={t`Email`} type="email" autoComplete="email" dir="ltr" />}
      </Field>
      {online ? null : <OfflineNote />}
      <SubmitButton
        submitting={form.submitting}
        idle={t`Send reset link`}
        busy={t`Sending…`}
        unavailable={online ? undefined : t`Needs a connection`}
      />
    </Form>
  );
}

import * as v from 'valibot';
import { setError } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { registerSchema } from '@/contract/schemas/auth.ts';
import { signUp } from '@/data/auth.ts';
import { toLocale } from '@/i18n/locales.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { TextField } from '@/ui/form/text-field.tsx';
import { PasswordField } from '@/ui/form/password-field.tsx';
import { SubmitButton } from '@/ui/form/submit-button.tsx';
import { usePasswordPair } from '@/ui/form/use-password-pair.ts';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import { CountryField } from './country-field.tsx';
import { CityField } from './city-field.tsx';
import { serverMessage } from './server-message.ts';
import type { SignupValues } from './signup-values.ts';
import * as css from './auth-card.css.ts';

const fieldNames = ['fullName', 'username', 'email', 'password', 'confirmPassword', 'country', 'city'] as const;

const empty: SignupValues = { fullName: '', username: '', email: '', password: '', confirmPassword: '', country: '', city: '' };

export function SignupForm() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const submission = useSubmissionKey();
  const [form, { Form, Field }] = useValibotForm(registerSchema, empty);
  const confirmProps = usePasswordPair(form, 'password', 'confirmPassword');

  const onSubmit = async (values: SignupValues) => {
    try {
      await signUp({ ...v.parse(registerSchema, values), language: toLocale(i18n.locale) }, submission.keyFor(values));
      submission.succeeded();
      toast.success(t`Account created successfully!`);
      await navigate({ to: '/dashboard' });
    } catch (error) {
      const failure = failureOf(error);
      console.error('Signup failed', failure);
      const shownAtFields = fieldNames.filter((name) => failure.errors[name]);
      for (const name of shownAtFields) setError(form, name, failure.errors[name]!);
      // One wording for every failure, followed by the server's reason when no field already shows it.
      const reason = failure.status === null ? t`Check your connection.` : shownAtFields.length === 0 ? serverMessage(i18n, failure, '') : '';
      toast.error([t`Signup failed. Please try again.`, reason].filter(Boolean).join(' '));
    }
  };

  return (
    <Form onSubmit={onSubmit} className={css.form} noValidate>
      <div className={css.twoColumns}>
        <Field name="fullName">{(field, props) => <TextField field={field} props={props} label={t`Full name`} autoComplete="name" />}</Field>
        <Field name="username">
          {(field, props) => <TextField field={field} props={props} label={t`Username`} autoComplete="username" dir="ltr" />}
        </Field>
      </div>
      <Field name="email">
        {(field, props) => <TextField field={field} props={props} label={t`Email`} type="email" autoComplete="email" dir="ltr" />}
      </Field>
      <div className={css.twoColumns}>
        <Field name="password">
          {(field, props) => <PasswordField field={field} props={props} label={t`Password`} autoComplete="new-password" strength />}
        </Field>
        <Field name="confirmPassword">
          {(field, props) => <PasswordField field={field} props={confirmProps(props)} label={t`Confirm password`} autoComplete="new-password" />}
        </Field>
      </div>
      <div className={css.twoColumns}>
        <Field name="country">{(field, props) => <CountryField form={form} field={field} props={props} />}</Field>
        <Field name="city">{(field, props) => <CityField form={form} field={field} props={props} />}</Field>
      </div>
      <SubmitButton submitting={form.submitting} idle={t`Create account`} busy={t`Creating account…`} />
    </Form>
  );
}

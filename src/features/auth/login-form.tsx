import * as v from 'valibot';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { loginSchema, type LoginInput } from '@/contract/schemas/auth.ts';
import { rememberSuspension, suspensionFromErrors } from '@/data/suspension-notice.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { TextField } from '@/ui/form/text-field.tsx';
import { PasswordField } from '@/ui/form/password-field.tsx';
import { SubmitButton } from '@/ui/form/submit-button.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import * as css from './auth-card.css.ts';

type LoginValues = { email: string; password: string };

const empty: LoginValues = { email: '', password: '' };

// The sign-in call and the API client behind it load once the form is used, not before the page
// first paints; submitting waits for them if they are still on their way.
const loadAuth = () => import('@/data/auth.ts');

export function LoginForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [form, { Form, Field }] = useValibotForm(loginSchema, empty);

  const onSubmit = async (values: LoginValues) => {
    try {
      const { logIn } = await loadAuth();
      await logIn(v.parse(loginSchema, values satisfies LoginInput));
      rememberSuspension(null);
      toast.success(t`Welcome back!`);
      await navigate({ to: '/feed' });
    } catch (error) {
      const failure = failureOf(error);
      const suspension = failure.status === 403 ? suspensionFromErrors(failure.errors) : null;
      rememberSuspension(suspension);
      if (suspension) return void toast.error(t`Your account is suspended.`);
      console.error('Login failed', failure);
      toast.error(failure.status === null ? t`An error occurred. Please try again.` : t`Login failed. Please check your credentials.`);
    }
  };

  return (
    <Form onSubmit={onSubmit} onFocus={() => void loadAuth().catch(() => undefined)} className={css.form} noValidate>
      <Field name="email">
        {(field, props) => <TextField field={field} props={props} label={t`Email`} type="email" autoComplete="email" dir="ltr" />}
      </Field>
      <Field name="password">
        {(field, props) => <PasswordField field={field} props={props} label={t`Password`} autoComplete="current-password" />}
      </Field>
      <div className={css.row}>
        <Link to="/forgot-password">
          <Trans>Forgot password?</Trans>
        </Link>
      </div>
      <SubmitButton submitting={form.submitting} idle={t`Log in`} busy={t`Signing in…`} />
    </Form>
  );
}

import { useState } from 'react';
import * as v from 'valibot';
import { setError } from '@modular-forms/react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2, WifiOff } from 'lucide-react';
import toast from 'react-hot-toast';
import { deleteAccountSchema } from '@/contract/schemas/account.ts';
import { deleteAccount } from '@/data/account.ts';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { OfflineNote } from '@/features/auth/offline-note.tsx';
import { serverMessage } from '@/features/auth/server-message.ts';
import { Button } from '@/ui/button.tsx';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { PasswordField } from '@/ui/form/password-field.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import { Spinner } from '@/ui/spinner.tsx';
import * as authCss from '@/features/auth/auth-card.css.ts';
import * as css from './your-data-screen.css.ts';

type DeleteValues = { password: string };

const empty: DeleteValues = { password: '' };

/** Deleting the account: what goes, the password, a last confirmation; then the device forgets the user as sign-out does. */
export function DeleteAccountSection() {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const [form, { Form, Field }] = useValibotForm(deleteAccountSchema, empty);
  // Busy once confirmed, not while the dialog asks (the form counts as submitting then).
  const [busy, setBusy] = useState(false);

  const onSubmit = async (values: DeleteValues) => {
    if (!navigator.onLine) return;
    const confirmed = await confirm({
      title: t`Delete your account?`,
      message: t`Everything you posted and your pets go for good. This cannot be undone.`,
      confirmLabel: t`Delete my account`,
      cancelLabel: t`Cancel`,
      destructive: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await deleteAccount(v.parse(deleteAccountSchema, values));
      toast.success(t`Your account was deleted`);
      await navigate({ to: '/' });
    } catch (error) {
      const failure = failureOf(error);
      if (failure.errors.password) {
        setError(form, 'password', failure.errors.password);
        return;
      }
      toast.error(
        failure.status === null ? t`Check your connection.` : serverMessage(i18n, failure, t`Could not delete your account. Please try again.`),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={`${css.section} ${css.danger}`} aria-labelledby="delete-title">
      <h2 id="delete-title" className={css.heading}>
        <Trans>Delete your account</Trans>
      </h2>
      <p className={css.text}>
        <Trans>
          Everything you posted goes: your posts, your pets and their photos, your comments, likes, follows and messages. Your name and email address
          become free for others to use. This cannot be undone. We email you a notice when it is done.
        </Trans>
      </p>
      <Form onSubmit={onSubmit} className={authCss.form} noValidate>
        <Field name="password">
          {(field, props) => <PasswordField field={field} props={props} label={t`Your password`} autoComplete="current-password" />}
        </Field>
        {online ? null : <OfflineNote />}
        <Button type="submit" variant="danger" block disabled={!online || busy} aria-busy={busy}>
          {online ? busy ? <Spinner /> : <Trash2 size={18} aria-hidden="true" /> : <WifiOff size={18} aria-hidden="true" />}
          {online ? (busy ? t`Deleting…` : t`Delete my account`) : t`Needs a connection`}
        </Button>
      </Form>
      {dialog}
    </section>
  );
}

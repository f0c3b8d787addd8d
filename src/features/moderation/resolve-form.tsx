import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import type { ReportGroup } from '@/contract/entities.ts';
import type { ModerationAction } from '@/contract/schemas/safety.ts';
import { postResolveReport } from '@/data/api/moderation.ts';
import { useOnline } from '@/data/online.ts';
import { failureOf } from '@/data/transport/call-failure.ts';
import { serverMessage } from '@/features/auth/server-message.ts';
import { Button } from '@/ui/button.tsx';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { control } from '@/ui/form/field.css.ts';
import { suspensionChoices, suspensionText } from './suspension-length.ts';
import * as css from './moderation.css.ts';

/** The note, the length of a suspension, and the three actions; removing and suspending are confirmed first. */
export function ResolveForm({ group, onResolved }: { group: ReportGroup; onResolved: () => void }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const { confirm, dialog } = useConfirm();
  const [note, setNote] = useState('');
  const [length, setLength] = useState<string>('7');
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const lengthId = useId();
  const author = group.target.author.fullName;
  const isAccount = group.targetType === 'user';

  const act = async (action: ModerationAction) => {
    const days = length === 'forever' ? undefined : Number(length);
    if (action !== 'dismiss') {
      const confirmed = await confirm(
        action === 'remove'
          ? {
              title: t`Remove this content for everyone?`,
              message: t`It disappears from every feed and device, and ${author} is told why. This cannot be undone.`,
              confirmLabel: t`Remove`,
              cancelLabel: t`Cancel`,
              destructive: true,
            }
          : {
              title: t`Suspend ${author} ${suspensionText(i18n, days)}?`,
              message: t`They are signed out everywhere at once and cannot log in; their profile and posts are hidden until it ends.`,
              confirmLabel: t`Suspend`,
              cancelLabel: t`Cancel`,
              destructive: true,
            },
      );
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      await postResolveReport(group._id, { action, note, ...(action === 'suspend' && days !== undefined && { days }) });
      toast.success(action === 'dismiss' ? t`Report dismissed.` : action === 'remove' ? t`Content removed.` : t`Account suspended.`);
      onResolved();
    } catch (error) {
      const failure = failureOf(error);
      toast.error(failure.status === null ? t`Check your connection.` : serverMessage(i18n, failure, t`Could not do that. Please try again.`));
      if (failure.status === 409 || failure.status === 404) onResolved();
    } finally {
      setBusy(false);
    }
  };

  const disabled = busy || !online;
  return (
    <form className={css.form} onSubmit={(event) => event.preventDefault()} aria-label={t`Act on these reports`}>
      <div className={css.fieldRow}>
        <label htmlFor={noteId} className={css.label}>
          <Trans>Note (kept in the log; the author sees it when content is removed)</Trans>
        </label>
        <textarea
          id={noteId}
          dir="auto"
          className={`${control} ${css.note}`}
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className={css.actions}>
        <Button variant="secondary" disabled={disabled} onClick={() => void act('dismiss')}>
          <Trans>Dismiss</Trans>
        </Button>
        {isAccount ? null : (
          <Button variant="danger" disabled={disabled} onClick={() => void act('remove')}>
            <Trans>Remove content</Trans>
          </Button>
        )}
      </div>
      <div className={css.suspendRow}>
        <div className={css.fieldRow}>
          <label htmlFor={lengthId} className={css.label}>
            <Trans>Suspension length</Trans>
          </label>
          <select id={lengthId} className={control} value={length} onChange={(event) => setLength(event.target.value)}>
            {suspensionChoices.map((choice) => (
              <option key={choice} value={choice}>
                {suspensionText(i18n, choice === 'forever' ? undefined : Number(choice))}
              </option>
            ))}
          </select>
        </div>
        <Button variant="danger" disabled={disabled} onClick={() => void act('suspend')}>
          <Trans>Suspend author</Trans>
        </Button>
      </div>
      {dialog}
    </form>
  );
}

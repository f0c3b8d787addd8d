import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { detailsMax, reportReasons, type ReportReason } from '@/contract/schemas/safety.ts';
import { buttonClass } from '@/ui/button.tsx';
import { ModalDialog } from '@/ui/dialog/modal-dialog.tsx';
import { useModalOnMount } from '@/ui/dialog/use-modal-on-mount.ts';
import * as dialogCss from '@/ui/dialog/confirm-dialog.css.ts';
import * as fieldCss from '@/ui/form/field.css.ts';
import { reportReasonLabels } from './report-reasons.ts';
import * as css from './safety.css.ts';

interface ReportDialogProps {
  /** "Report this post", "Report Rex's message"… */
  title: string;
  onSend: (reason: ReportReason, text: string) => void;
  onClose: () => void;
}

/** Why the person reports, and any words of their own; Escape, the backdrop and Cancel send nothing. */
export function ReportDialog({ title, onSend, onClose }: ReportDialogProps) {
  const { t, i18n } = useLingui();
  const { dialog, initialFocus, returnFocus } = useModalOnMount<HTMLInputElement>();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const titleId = useId();
  const errorId = useId();
  const textId = useId();
  const countId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    dialog.current?.close();
    onSend(reason, text.trim());
  };

  return (
    <ModalDialog
      ref={dialog}
      className={dialogCss.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        returnFocus();
        onClose();
      }}
      onBackdropClick={() => dialog.current?.close()}
    >
      <h2 id={titleId} className={dialogCss.title}>
        {title}
      </h2>
      <form className={css.reportForm} onSubmit={submit} noValidate>
        <fieldset className={css.reasons} aria-describedby={missingReason ? errorId : undefined}>
          <legend className={fieldCss.label}>
            <Trans>Why are you reporting this?</Trans>
          </legend>
          {reportReasons.map((value, index) => (
            <label key={value} className={css.reason}>
              <input
                ref={index === 0 ? initialFocus : undefined}
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
              />
              <span>{i18n._(reportReasonLabels[value])}</span>
            </label>
          ))}
          {missingReason ? (
            <p id={errorId} className={fieldCss.error} role="alert">
              {t`Choose a reason.`}
            </p>
          ) : null}
        </fieldset>
        <div className={fieldCss.field}>
          <label htmlFor={textId} className={fieldCss.label}>
            <Trans>Anything to add? (optional)</Trans>
          </label>
          <textarea
            id={textId}
            className={`${fieldCss.control} ${css.details}`}
            value={text}
            maxLength={detailsMax}
            aria-describedby={countId}
            dir="auto"
            onChange={(event) => setText(event.target.value)}
          />
          <p id={countId} className={fieldCss.hint}>
            {t`${text.length} of ${detailsMax} characters`}
          </p>
        </div>
        <div className={dialogCss.actions}>
          <button type="button" className={buttonClass('secondary')} onClick={() => dialog.current?.close()}>
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonClass('primary')}>
            <Trans>Send report</Trans>
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

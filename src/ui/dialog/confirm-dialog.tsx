import { useId } from 'react';
import { buttonClass } from '../button.tsx';
import { AlertDialog } from './alert-dialog.tsx';
import { useModalOnMount } from './use-modal-on-mount.ts';
import * as css from './confirm-dialog.css.ts';

export interface ConfirmOptions {
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  /** A red confirm button for what cannot be undone. */
  destructive?: boolean;
}

interface ConfirmDialogProps extends ConfirmOptions {
  onClose: (confirmed: boolean) => void;
}

const confirmed = 'confirm';

/**
 * A modal <dialog> asking one question. The browser keeps focus inside and the
 * page behind inert; Escape, the backdrop and Cancel all answer no. Focus
 * starts on Cancel (the safe answer) and returns where it was.
 */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, destructive = false, onClose }: ConfirmDialogProps) {
  const { dialog, initialFocus: cancelRef, returnFocus } = useModalOnMount<HTMLButtonElement>();
  const messageId = useId();

  const answer = (value: string) => dialog.current?.close(value);

  return (
    <AlertDialog
      ref={dialog}
      title={title}
      messageId={message ? messageId : undefined}
      onClose={(event) => {
        returnFocus();
        onClose(event.currentTarget.returnValue === confirmed);
      }}
      onBackdropClick={() => answer('')}
    >
      {message ? (
        <p id={messageId} className={css.message}>
          {message}
        </p>
      ) : null}
      <div className={css.actions}>
        <button ref={cancelRef} type="button" className={buttonClass('secondary')} onClick={() => answer('')}>
          {cancelLabel}
        </button>
        <button type="button" className={buttonClass(destructive ? 'danger' : 'primary')} onClick={() => answer(confirmed)}>
          {confirmLabel}
        </button>
      </div>
    </AlertDialog>
  );
}

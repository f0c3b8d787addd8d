import { useEffect, useId, useRef } from 'react';
import { buttonClass } from '../button.tsx';
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
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<Element | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    returnTo.current = document.activeElement;
    dialog.showModal();
    cancelRef.current?.focus();
  }, []);

  const answer = (value: string) => ref.current?.close(value);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={css.dialog}
      aria-labelledby={titleId}
      aria-describedby={message ? messageId : undefined}
      onClose={(event) => {
        const previous = returnTo.current;
        if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
        onClose(event.currentTarget.returnValue === confirmed);
      }}
      // A click on the backdrop lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && answer('')}
    >
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
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
    </dialog>
  );
}

import { useId, type ComponentProps, type ReactNode } from 'react';
import { ModalDialog } from './modal-dialog.tsx';
import * as css from './confirm-dialog.css.ts';

type AlertDialogProps = Omit<ComponentProps<typeof ModalDialog>, 'title' | 'role' | 'className' | 'aria-labelledby' | 'aria-describedby'> & {
  title: ReactNode;
  /** The id of the element that says what is asked, if there is one. */
  messageId?: string | undefined;
};

/** A modal alert dialog named by its title, the frame of every question the app asks. */
export function AlertDialog({ title, messageId, children, ...props }: AlertDialogProps) {
  const titleId = useId();
  return (
    <ModalDialog {...props} role="alertdialog" className={css.dialog} aria-labelledby={titleId} aria-describedby={messageId}>
      <h2 id={titleId} className={css.title}>
        {title}
      </h2>
      {children}
    </ModalDialog>
  );
}

import type { ComponentProps } from 'react';

type ModalDialogProps = ComponentProps<'dialog'> & { onBackdropClick: () => void };

/** A <dialog> that a click on its backdrop dismisses: such a click lands on the dialog element itself. */
export function ModalDialog({ onBackdropClick, ...props }: ModalDialogProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way to dismiss a modal dialog, and the dialog element handles it (its cancel event).
    <dialog {...props} onClick={(event) => event.target === event.currentTarget && onBackdropClick()} />
  );
}

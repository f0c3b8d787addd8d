import { useEffect, useRef } from 'react';

/**
 * Shows the dialog as a modal as soon as it mounts, with focus on the element
 * of `initialFocus` (the safe answer); `returnFocus` puts focus back where it
 * was before, if that element is still on the page.
 */
export function useModalOnMount<Focused extends HTMLElement>() {
  const dialog = useRef<HTMLDialogElement>(null);
  const initialFocus = useRef<Focused>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    returnTo.current = document.activeElement;
    element.showModal();
    initialFocus.current?.focus();
  }, []);

  const returnFocus = () => {
    const previous = returnTo.current;
    if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
  };
  return { dialog, initialFocus, returnFocus };
}

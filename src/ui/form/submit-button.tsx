import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button } from '../button.tsx';
import { Spinner } from '../spinner.tsx';

/** Shows the busy label with a spinner while the form submits. */
export function SubmitButton({ submitting, idle, busy }: { submitting: ReadonlySignal<boolean>; idle: string; busy: string }) {
  useSignals();
  const isBusy = submitting.value;
  return (
    <Button type="submit" block disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? <Spinner /> : null}
      {isBusy ? busy : idle}
    </Button>
  );
}

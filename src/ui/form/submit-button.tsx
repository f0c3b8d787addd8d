import type { ReadonlySignal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { WifiOff } from 'lucide-react';
import { Button } from '../button.tsx';
import { Spinner } from '../spinner.tsx';

interface SubmitButtonProps {
  submitting: ReadonlySignal<boolean>;
  idle: string;
  busy: string;
  /** Set while the form cannot be sent (offline): the button is disabled and says why instead. */
  unavailable?: string;
}

/** Shows the busy label with a spinner while the form submits. */
export function SubmitButton({ submitting, idle, busy, unavailable }: SubmitButtonProps) {
  useSignals();
  const isBusy = submitting.value;
  if (unavailable && !isBusy)
    return (
      <Button type="submit" block disabled>
        <WifiOff size={18} aria-hidden="true" />
        {unavailable}
      </Button>
    );
  return (
    <Button type="submit" block disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? <Spinner /> : null}
      {isBusy ? busy : idle}
    </Button>
  );
}

import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';

/** The submit button with its busy label while a request runs. */
export function BusyButton({ busy, idle, busyLabel, disabled }: { busy: boolean; idle: string; busyLabel: string; disabled?: boolean }) {
  return (
    <Button type="submit" block disabled={busy || disabled} aria-busy={busy}>
      {busy ? <Spinner /> : null}
      {busy ? busyLabel : idle}
    </Button>
  );
}

import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useLingui } from '@lingui/react/macro';
import { onOutboxFailure } from '@/data/outbox/failures.ts';
import { startPageOutbox } from '@/data/outbox/page-outbox.ts';
import { translateContract } from '@/i18n/translate-contract.ts';

/**
 * While someone is signed in, this tab delivers their queued writes; a write
 * the server refuses is undone and its reason shown (DESIGN.md principle 2).
 */
export default function OutboxBridge() {
  const { i18n, t } = useLingui();
  useEffect(() => startPageOutbox(), []);
  useEffect(
    () =>
      onOutboxFailure(({ message }) => {
        toast.error(message ? translateContract(i18n, message) : t`This change could not be saved and was undone.`);
      }),
    [i18n, t],
  );
  return null;
}

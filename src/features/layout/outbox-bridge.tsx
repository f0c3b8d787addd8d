import { useEffect } from 'react';
import { Link } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import { useLingui } from '@lingui/react/macro';
import { onOutboxFailure } from '@/data/outbox/failures.ts';
import { startPageOutbox } from '@/data/outbox/page-outbox.ts';
import { translateContract } from '@/i18n/translate-contract.ts';
import * as css from './outbox-bridge.css.ts';

/**
 * While someone is signed in, this tab delivers their queued writes; a write
 * the server refuses is undone and its reason shown, with the way to the
 * changes screen where it can be retried or discarded.
 */
export default function OutboxBridge() {
  const { i18n, t } = useLingui();
  useEffect(() => startPageOutbox(), []);
  useEffect(
    () =>
      onOutboxFailure(({ message }) => {
        const text = message ? translateContract(i18n, message) : t`This change could not be saved and was undone.`;
        toast.error(
          (shown) => (
            <span className={css.toast}>
              <span>{text}</span>
              <Link to="/changes" className={css.link} onClick={() => toast.dismiss(shown.id)}>
                {t`Review changes not sent`}
              </Link>
            </span>
          ),
          { duration: 8_000 },
        );
      }),
    [i18n, t],
  );
  return null;
}

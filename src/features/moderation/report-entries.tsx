import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportGroup } from '@/contract/entities.ts';
import { UserRow } from '@/features/social/user-row.tsx';
import { formatDateTime } from '@/i18n/format-time.ts';
import { reasonText } from './moderation-words.ts';
import * as css from './moderation.css.ts';

/** Who reported it, why, in their words, and when. */
export function ReportEntries({ group }: { group: ReportGroup }) {
  const { i18n } = useLingui();
  return (
    <section className={css.report}>
      <h3 className={css.sectionTitle}>
        <Trans>Reported by</Trans>
      </h3>
      <ul className={css.reports}>
        {group.reports.map((entry) => {
          const reason = reasonText(i18n, entry.reason);
          return (
            <li key={entry._id} className={css.report}>
              <UserRow user={entry.reporter} />
              <p className={css.meta}>
                <Trans>
                  Reason: <strong>{reason}</strong>
                </Trans>{' '}
                · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.locale)}</time>
              </p>
              {entry.text ? (
                <blockquote className={css.quote} dir="auto">
                  {entry.text}
                </blockquote>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

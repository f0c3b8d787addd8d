import { Trans, useLingui } from '@lingui/react/macro';
import type { ModerationLogEntry } from '@/contract/entities.ts';
import { getModerationLogPage } from '@/data/api/moderation.ts';
import { usePagedList } from '@/data/use-paged-list.ts';
import { formatDateTime } from '@/i18n/format-time.ts';
import { actionText, reasonText, targetText } from './moderation-words.ts';
import { PagedSection } from './paged-section.tsx';
import { suspensionText } from './suspension-length.ts';
import * as css from './moderation.css.ts';

function LogEntry({ entry }: { entry: ModerationLogEntry }) {
  const { t, i18n } = useLingui();
  const who = entry.moderator?.fullName ?? t`A former moderator`;
  const what = actionText(i18n, entry.action);
  const target = targetText(i18n, entry.targetType);
  const reason = reasonText(i18n, entry.reason);
  return (
    <li className={css.item}>
      <div className={css.head}>
        <h2 className={css.kind}>{what}</h2>
        <span className={css.badge}>{target}</span>
        {entry.action === 'suspend' ? <span className={css.badge}>{suspensionText(i18n, entry.days)}</span> : null}
      </div>
      <p className={css.meta}>
        <Trans>
          By <bdi>{who}</bdi>
        </Trans>{' '}
        · <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.locale)}</time>
      </p>
      <p className={css.meta}>
        <Trans>Reported for: {reason}</Trans>
      </p>
      {entry.note ? (
        <p className={css.words} dir="auto">
          <Trans>Why: {entry.note}</Trans>
        </p>
      ) : (
        <p className={css.meta}>
          <Trans>No note was written.</Trans>
        </p>
      )}
    </li>
  );
}

/** Every moderator's action, newest first: who, what, why and when. */
export function ModerationLog() {
  const { t } = useLingui();
  const list = usePagedList('log', getModerationLogPage);
  return (
    <PagedSection list={list} label={t`Moderation log`} empty={t`No action has been taken yet.`}>
      {(entry) => <LogEntry key={entry._id} entry={entry} />}
    </PagedSection>
  );
}

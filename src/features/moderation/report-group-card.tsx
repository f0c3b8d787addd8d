import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReportGroup } from '@/contract/entities.ts';
import { formatDateTime } from '@/i18n/format-time.ts';
import { actionText, reasonText, targetText } from './moderation-words.ts';
import { ReportEntries } from './report-entries.tsx';
import { ReportedContent } from './reported-content.tsx';
import { ResolveForm } from './resolve-form.tsx';
import * as css from './moderation.css.ts';

/** One reported target: what it is, how often and why it was reported, the content as reported, then the actions (open) or the outcome. */
export function ReportGroupCard({ group, onResolved }: { group: ReportGroup; onResolved: () => void }) {
  const { i18n } = useLingui();
  const reasons = new Intl.ListFormat(i18n.locale, { type: 'unit' }).format(group.reasons.map((reason) => reasonText(i18n, reason)));
  return (
    <li className={css.item}>
      <div className={css.head}>
        <h2 className={css.kind}>{targetText(i18n, group.targetType)}</h2>
        <span className={css.badge}>
          <Plural value={group.count} one="# report" other="# reports" />
        </span>
        {group.resolution ? <span className={css.badge}>{actionText(i18n, group.resolution)}</span> : null}
      </div>
      <p className={css.meta}>
        <Trans>Reasons: {reasons}</Trans> · <time dateTime={group.createdAt}>{formatDateTime(group.createdAt, i18n.locale)}</time>
      </p>
      <ReportedContent group={group} />
      <ReportEntries group={group} />
      {group.status === 'open' ? <ResolveForm group={group} onResolved={onResolved} /> : null}
    </li>
  );
}

import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { UserSummary } from '@/contract/entities.ts';
import { formatRelativeTime } from '@/i18n/relative-time-format.ts';
import * as css from './comments.css.ts';

export function CommentAuthor({ user, createdAt, pending }: { user: UserSummary; createdAt: string; pending: boolean }) {
  const { t, i18n } = useLingui();
  return (
    <div className={css.who}>
      <Link to="/profile/$userId" params={{ userId: user._id }} className={css.name}>
        <bdi>{user.fullName}</bdi>
      </Link>
      <span className={css.meta}>{pending ? t`Sending…` : <time dateTime={createdAt}>{formatRelativeTime(createdAt, i18n.locale)}</time>}</span>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReportGroup } from '@/contract/entities.ts';
import { UserRow } from '@/features/social/user-row.tsx';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import * as css from './moderation.css.ts';

/** What was reported, as it was when reported: its author, title, words and photos. */
export function ReportedContent({ group }: { group: ReportGroup }) {
  const { t } = useLingui();
  const { target } = group;
  const postId = group.status === 'open' ? target.postId : null;
  return (
    <figure className={css.snapshot} aria-label={t`As reported`}>
      <UserRow user={target.author} />
      {target.title ? (
        <p className={css.snapshotTitle} dir="auto">
          {target.title}
        </p>
      ) : null}
      {target.text ? (
        <p className={css.words} dir="auto">
          {target.text}
        </p>
      ) : (
        <p className={css.meta}>
          <Trans>No words, only what is shown.</Trans>
        </p>
      )}
      {target.images.length > 0 ? (
        <div className={css.images}>
          {target.images.map((src, index) => (
            <FallbackImage key={src} src={src} className={css.image} alt={t`Reported photo ${index + 1}`} loading="lazy" />
          ))}
        </div>
      ) : null}
      {postId ? (
        <Link to="/posts/$postId" params={{ postId }}>
          <Trans>Open the post</Trans>
        </Link>
      ) : null}
    </figure>
  );
}

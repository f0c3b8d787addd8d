import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AlertCircle, ShieldOff, WifiOff } from 'lucide-react';
import type { PagedList } from '@/data/use-paged-list.ts';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { Button } from '@/ui/button.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import * as css from './moderation.css.ts';

function ListSkeleton() {
  return (
    <ul className={css.list} aria-busy="true">
      {[0, 1].map((key) => (
        <li key={key} className={css.skeletonItem}>
          <Skeleton inlineSize="10rem" blockSize="1.25rem" />
          <Skeleton blockSize="3rem" />
          <Skeleton inlineSize="14rem" blockSize="0.875rem" />
        </li>
      ))}
    </ul>
  );
}

/** Refused (403): the screen is the moderators'. */
export function NotForYou() {
  const { t } = useLingui();
  return (
    <p className={css.state} role="alert">
      <ShieldOff size={18} aria-hidden="true" />
      <span>{t`This screen is for moderators only. Your account cannot see or act on reports.`}</span>
    </p>
  );
}

/** One paged server list: skeleton, refusal, no connection, failure, empty, then the items and "Show more". */
export function PagedSection<T>({
  list,
  label,
  empty,
  children,
}: {
  list: PagedList<T>;
  label: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  const { state, loadMore, reload } = list;
  if (state.status === 'loading') return <ListSkeleton />;
  if (state.status === 'failed') {
    if (state.httpStatus === 403) return <NotForYou />;
    return (
      <div className={css.state} role="alert">
        {state.httpStatus === null ? <WifiOff size={18} aria-hidden="true" /> : <AlertCircle size={18} aria-hidden="true" />}
        <span>{state.httpStatus === null ? t`Moderation needs a connection. Check yours and try again.` : t`Could not load this list.`}</span>
        <Button variant="secondary" onClick={reload}>
          {t`Try again`}
        </Button>
      </div>
    );
  }
  if (state.items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <ul className={css.list} aria-label={label}>
        {state.items.map(children)}
      </ul>
      {state.moreFailed ? <p className={css.meta} role="alert">{t`Could not load more. Try again.`}</p> : null}
      {state.next !== null ? (
        <Button variant="secondary" className={css.more} onClick={loadMore} disabled={state.loadingMore}>
          {state.loadingMore ? t`Loading…` : t`Show more`}
        </Button>
      ) : null}
    </>
  );
}

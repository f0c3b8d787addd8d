import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { PostCard } from '@/features/posts/post-card.tsx';
import { PostCardSkeleton } from '@/features/posts/post-card-skeleton.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import type { FetchedPosts } from './use-fetched-posts.ts';
import * as css from './fetched-post-list.css.ts';

interface Texts {
  /** When the server could not answer. */
  failed: string;
  /** When there are no posts. */
  empty: string;
  /** Offline, above the stored posts shown instead. */
  offline: ReactNode;
}

/** A list of posts the server computes: its pages, or offline the matching posts stored on this device. */
export function FetchedPostList({ list, userId, texts }: { list: FetchedPosts; userId: string; texts: Texts }) {
  const { t } = useLingui();
  const { posts } = list;
  if (list.status === 'failed') {
    return (
      <EmptyState title={texts.failed}>
        <Button variant="secondary" onClick={list.retry}>
          {t`Try again`}
        </Button>
      </EmptyState>
    );
  }
  if (posts === undefined || list.status === 'loading') return <PostCardSkeleton />;
  return (
    <>
      {list.status === 'offline' ? (
        <p className={css.offlineNote} role="status">
          <WifiOff size={18} aria-hidden="true" />
          <span>{texts.offline}</span>
        </p>
      ) : null}
      {posts.length === 0 ? (
        <EmptyState title={texts.empty} />
      ) : (
        <ul className={css.results}>
          {posts.map((post) => (
            <li key={post._id}>
              <PostCard post={post} userId={userId} />
            </li>
          ))}
        </ul>
      )}
      {list.hasMore ? (
        <div className={css.more} aria-live="polite">
          {list.loadingMore ? (
            <span>
              <Spinner /> {t`Loading posts…`}
            </span>
          ) : (
            <Button variant="secondary" onClick={list.loadMore}>
              {t`Show more posts`}
            </Button>
          )}
        </div>
      ) : null}
    </>
  );
}

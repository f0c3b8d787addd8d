import { Trans, useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { PostCard } from '@/features/posts/post-card.tsx';
import { PostCardSkeleton } from '@/features/posts/post-card-skeleton.tsx';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { usePostSearch } from './use-post-search.ts';
import * as css from './search-screen.css.ts';

/** The posts that hold the words: the server's ranking, or offline the matches stored on this device. */
export function FoundPosts({ words, userId }: { words: string; userId: string }) {
  const { t } = useLingui();
  const search = usePostSearch(words);
  const { posts } = search;
  if (search.status === 'failed') {
    return (
      <EmptyState title={t`Could not search the posts. Please try again.`}>
        <Button variant="secondary" onClick={search.retry}>
          {t`Try again`}
        </Button>
      </EmptyState>
    );
  }
  if (posts === undefined || search.status === 'loading') return <PostCardSkeleton />;
  return (
    <>
      {search.status === 'offline' ? (
        <p className={css.offlineNote} role="status">
          <WifiOff size={18} aria-hidden="true" />
          <span>
            <Trans>You are offline: these are the matching posts saved on this device.</Trans>
          </span>
        </p>
      ) : null}
      {posts.length === 0 ? (
        <EmptyState title={t`No posts match “${words}”.`} />
      ) : (
        <ul className={css.results}>
          {posts.map((post) => (
            <li key={post._id}>
              <PostCard post={post} userId={userId} />
            </li>
          ))}
        </ul>
      )}
      {search.hasMore ? (
        <div className={css.more} aria-live="polite">
          {search.loadingMore ? (
            <span>
              <Spinner /> {t`Loading posts…`}
            </span>
          ) : (
            <Button variant="secondary" onClick={search.loadMore}>
              {t`Show more posts`}
            </Button>
          )}
        </div>
      ) : null}
    </>
  );
}

import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Post } from '@/contract/entities.ts';
import type { PostPages } from '@/data/posts/use-post-pages.ts';
import { Button } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { EmptyState } from './empty-state.tsx';
import { PostCard } from './post-card.tsx';
import { PostCardSkeleton } from './post-card-skeleton.tsx';
import * as css from './post-list.css.ts';

interface PostListProps {
  posts: Post[] | undefined;
  userId: string;
  empty: string;
  emptyAction?: ReactNode;
  /** The server's pages of the list: older posts come on demand. */
  pages?: PostPages;
}

/** A short list of posts (a profile's, a pet's); the feed virtualizes its own. */
export function PostList({ posts, userId, empty, emptyAction, pages }: PostListProps) {
  const { t } = useLingui();
  if (posts === undefined || (posts.length === 0 && pages?.loading)) return <PostCardSkeleton />;
  if (posts.length === 0 && !pages?.failed) return <EmptyState title={empty}>{emptyAction}</EmptyState>;
  return (
    <>
      <ul className={css.list}>
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} userId={userId} />
          </li>
        ))}
      </ul>
      {pages ? (
        <div className={css.more} aria-live="polite">
          {pages.loading ? (
            <span>
              <Spinner /> {t`Loading posts…`}
            </span>
          ) : pages.failed ? (
            <>
              <p>{t`Failed to fetch posts`}</p>
              <Button variant="secondary" onClick={pages.loadMore}>
                {t`Try again`}
              </Button>
            </>
          ) : pages.hasMore ? (
            <Button variant="secondary" onClick={pages.loadMore}>
              {t`Show more posts`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFeedPosts } from '@/data/posts.ts';
import { usePostPages } from '@/data/use-post-pages.ts';
import { Button, buttonClass } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { PostCard } from '@/features/posts/post-card.tsx';
import { PostCardSkeleton } from '@/features/posts/post-card-skeleton.tsx';
import { loadRelativeTime, prepareRelativeTime } from '@/features/posts/relative-time.tsx';
import { afterNextPaint, whenIdle } from '@/data/idle-queue.ts';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { estimatePostHeight } from './estimate-post-height.ts';
import { useStagger } from './use-stagger.ts';
import * as css from './feed-list.css.ts';
import * as parts from './feed-parts.css.ts';

const allPosts = { kind: 'all' } as const;
/** Stored posts read at first, and added each time the end of the list comes into view. */
const feedStep = 30;

/**
 * Every post, newest first, virtualized against the window: only the cards in
 * and near the viewport are in the DOM, so thousands of posts stay light.
 */
export function FeedList({ userId }: { userId: string }) {
  const { t, i18n } = useLingui();
  const [limit, setLimit] = useState(feedStep);
  // The date library loads once the list has drawn. The first relative time in a language sets
  // up the browser's date and number formats, which takes a while on a phone: done in idle time
  // while the posts are still on their way, it is not part of the task that draws the first cards.
  useEffect(() => afterNextPaint(() => void loadRelativeTime()), []);
  useEffect(() => whenIdle(() => void prepareRelativeTime(i18n.locale)), [i18n.locale]);
  // Drawing newly read posts is a transition: React builds the cards in short slices between
  // which the page stays responsive, and shows them once they are all ready.
  const posts = useDeferredValue(useFeedPosts(limit));
  const pages = usePostPages(allPosts);
  const listRef = useRef<HTMLDivElement>(null);
  const count = posts?.length ?? 0;
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: (index) => {
      const post = posts?.[index];
      const width = listRef.current?.clientWidth;
      return post && width ? estimatePostHeight(post, width) : 560;
    },
    overscan: 2,
    gap: 16,
    scrollMargin: listRef.current?.offsetTop ?? 0,
    getItemKey: (index) => posts?.[index]?._id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const delayOf = useStagger(items.map((item) => String(item.key)));
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasMore, loading, failed, loadMore } = pages;

  useEffect(() => {
    // Nothing shown yet: the first page may be stored but not read back, so asking for the
    // next one now would fetch a page nobody scrolled to.
    if (count === 0 || lastIndex < count - 3) return;
    if (count >= limit) setLimit((shown) => shown + feedStep);
    if (hasMore && !loading && !failed) loadMore();
  }, [lastIndex, count, limit, hasMore, loading, failed, loadMore]);

  if (posts === undefined || (count === 0 && loading)) {
    return (
      <div className={css.skeletons} aria-busy="true">
        <PostCardSkeleton />
        <PostCardSkeleton />
      </div>
    );
  }
  if (count === 0 && !failed) {
    return (
      <EmptyState title={t`No posts yet`}>
        <Link to="/add-post" className={buttonClass('primary')}>
          <Trans>Create the first post</Trans>
        </Link>
      </EmptyState>
    );
  }

  return (
    <div>
      <div ref={listRef} className={css.list} style={{ blockSize: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const post = posts[item.index];
          if (!post) return null;
          return (
            <div
              key={item.key}
              ref={virtualizer.measureElement}
              data-index={item.index}
              className={css.row}
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <div className={css.enter} style={{ animationDelay: `${delayOf(String(item.key))}ms` }}>
                <PostCard post={post} userId={userId} priority={item.index === 0} />
              </div>
            </div>
          );
        })}
      </div>
      <div className={parts.status} aria-live="polite">
        {loading ? (
          <span>
            <Spinner /> {t`Loading posts…`}
          </span>
        ) : failed ? (
          <>
            <p>{t`Failed to fetch posts`}</p>
            <Button variant="secondary" onClick={loadMore}>
              {t`Try again`}
            </Button>
          </>
        ) : !hasMore ? (
          <span>{t`You're all caught up.`}</span>
        ) : null}
      </div>
    </div>
  );
}

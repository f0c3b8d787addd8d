import { startTransition, useDeferredValue, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link, useElementScrollRestoration } from '@tanstack/react-router';
import { useWindowVirtualizer, type Virtualizer, windowScroll } from '@tanstack/react-virtual';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFeedPosts } from '@/data/posts/posts.ts';
import { type PostPages, usePostPages } from '@/data/posts/use-post-pages.ts';
import type { Post } from '@/contract/entities.ts';
import { Button, buttonClass } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { PostCard } from '@/features/posts/post-card.tsx';
import { PostCardSkeleton } from '@/features/posts/post-card-skeleton.tsx';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { afterNextPaint } from '@/data/idle-queue.ts';
import { estimatePostHeight } from './estimate-post-height.ts';
import { useListPlace } from './use-list-place.ts';
import { windowScrollOffset } from './window-scroll-offset.ts';
import { asMeasurements, rememberFeed, rememberedFeed } from './feed-memory.ts';
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
  const { t } = useLingui();
  // Set when the visitor comes back to a feed they had scrolled (the back button, a reload): where to scroll to.
  const returnTo = useElementScrollRestoration({ getElement: () => window })?.scrollY;
  const [limit, setLimit] = useState(() => (returnTo === undefined ? null : rememberedFeed()?.limit) ?? feedStep);
  // Drawing newly read posts is a transition: React builds the cards in short slices between
  // which the page stays responsive, and shows them once they are all ready.
  const posts = useDeferredValue(useFeedPosts(limit));
  const pages = usePostPages(allPosts);
  const count = posts?.length ?? 0;
  const { loading, failed } = pages;

  // No list, and so no virtualizer, before there are posts: it measures the window as it starts,
  // which would make the browser lay the page out inside the task that draws the first screen.
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
  return <VirtualFeed posts={posts} userId={userId} limit={limit} onGrow={setLimit} pages={pages} returnTo={returnTo} />;
}

/**
 * A row's height: from the resize observer once the browser has laid the row out; when the row
 * first mounts, its last known height or else the estimate, so that drawing new cards never makes
 * the browser lay out the page inside the same task.
 */
function measureRow(element: Element, entry: ResizeObserverEntry | undefined, virtualizer: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  return virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ?? virtualizer.options.estimateSize(index);
}

interface VirtualFeedProps {
  posts: readonly Post[];
  userId: string;
  /** How many stored posts are read; `onGrow` raises it as the end comes into view. */
  limit: number;
  onGrow: (grow: (limit: number) => number) => void;
  pages: PostPages;
  /** Where the window was scrolled when the visitor last left this feed, if they are coming back to it. */
  returnTo: number | undefined;
}

/** The posts read so far, only those in and near the viewport in the DOM, with the loading status below. */
function VirtualFeed({ posts, userId, limit, onGrow, pages, returnTo }: VirtualFeedProps) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);
  const [memory] = useState(() => {
    const left = returnTo === undefined ? null : rememberedFeed();
    return { place: left?.place, sizes: left ? asMeasurements(left.sizes) : [] };
  });
  const place = useListPlace(listRef, memory.place);
  // The cards on screen come first; the one beyond each edge follows once they are shown, in a
  // second, shorter commit.
  const [shown, setShown] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setShown(true))), []);
  const count = posts.length;
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: (index) => {
      const post = posts[index];
      return post && place.width ? estimatePostHeight(post, place.width) : 560;
    },
    overscan: shown ? 1 : 0,
    gap: 16,
    measureElement: measureRow,
    scrollMargin: place.top,
    getItemKey: (index) => posts[index]?._id ?? index,
    initialOffset: returnTo ?? windowScrollOffset,
    initialMeasurementsCache: memory.sizes,
    // The page scrolls smoothly when a link asks it to; the list's own corrections must land at once.
    scrollToFn: (offset, options, instance) => windowScroll(offset, { ...options, behavior: options.behavior ?? 'instant' }, instance),
  });
  const items = virtualizer.getVirtualItems();
  const delayOf = useStagger(items.map((item) => String(item.key)));
  const lastIndex = items.at(-1)?.index ?? -1;
  const { hasMore, loading, failed, loadMore } = pages;

  // Read when the list closes, with the values it had then: the sizes are copied once, not on every change.
  const remember = useEffectEvent(() => rememberFeed(limit, place, virtualizer.itemSizeCache));
  useEffect(() => () => remember(), []);

  useEffect(() => {
    // Nothing shown yet: the first page may be stored but not read back, so asking for the
    // next one now would fetch a page nobody scrolled to.
    if (count === 0 || lastIndex < count - 3) return;
    if (count >= limit) onGrow((shown) => shown + feedStep);
    if (hasMore && !loading && !failed) loadMore();
  }, [lastIndex, count, limit, onGrow, hasMore, loading, failed, loadMore]);

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

import type { ReactNode } from 'react';
import type { Post } from '@/contract/entities.ts';
import { EmptyState } from './empty-state.tsx';
import { PostCard } from './post-card.tsx';
import { PostCardSkeleton } from './post-card-skeleton.tsx';
import * as css from './post-list.css.ts';

/** A short list of posts (a profile's, a pet's); the feed virtualizes its own. */
export function PostList({ posts, userId, empty, emptyAction }: { posts: Post[] | undefined; userId: string; empty: string; emptyAction?: ReactNode }) {
  if (posts === undefined) return <PostCardSkeleton />;
  if (posts.length === 0) return <EmptyState title={empty}>{emptyAction}</EmptyState>;
  return (
    <ul className={css.list}>
      {posts.map((post) => (
        <li key={post._id}>
          <PostCard post={post} userId={userId} />
        </li>
      ))}
    </ul>
  );
}

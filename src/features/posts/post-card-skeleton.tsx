import { Skeleton } from '@/ui/skeleton.tsx';
import * as css from './post-card.css.ts';

export function PostCardSkeleton() {
  return (
    <div className={css.card} aria-hidden="true">
      <div className={css.author}>
        <Skeleton inlineSize="2.5rem" blockSize="2.5rem" />
        <Skeleton inlineSize="40%" />
      </div>
      <Skeleton inlineSize="70%" blockSize="1.25rem" />
      <Skeleton />
      <Skeleton blockSize="12rem" />
    </div>
  );
}

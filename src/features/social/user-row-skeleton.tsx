import { Skeleton } from '@/ui/skeleton.tsx';
import * as css from './user-row.css.ts';

/** A user row's place while it loads, as tall as the row that replaces it. */
export function UserRowSkeleton() {
  return (
    <div className={css.row}>
      <span className={css.skeletonAvatar}>
        <Skeleton inlineSize="100%" blockSize="100%" />
      </span>
      <div className={css.skeletonNames}>
        <Skeleton inlineSize="70%" blockSize="0.875rem" />
        <Skeleton inlineSize="45%" blockSize="0.75rem" />
      </div>
      <Skeleton inlineSize="5.5rem" blockSize="2.75rem" />
    </div>
  );
}

import * as css from './skeleton.css.ts';

export function Skeleton({ inlineSize = '100%', blockSize = '1rem' }: { inlineSize?: string; blockSize?: string }) {
  return <span className={css.skeleton} style={{ inlineSize, blockSize }} aria-hidden="true" />;
}

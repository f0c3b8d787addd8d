import { container } from '@/ui/layout.css.ts';
import { Skeleton } from '@/ui/skeleton.tsx';
import { samplePosts } from './sample-posts.ts';
import * as css from './landing.css.ts';
import * as card from './sample-post-card.css.ts';

/** Holds the place of the sample posts while their chunk loads. */
export function SamplePostsSkeleton() {
  return (
    <section className={`${container} ${css.section}`} aria-busy="true">
      <div className={css.sectionHead}>
        <Skeleton inlineSize="20rem" blockSize="2.25rem" />
      </div>
      <div className={css.postGrid}>
        {samplePosts.map((post) => (
          <div key={post.id} className={card.card}>
            <Skeleton inlineSize="60%" blockSize="2.5rem" />
            <Skeleton blockSize="1.25rem" />
            <Skeleton inlineSize="80%" blockSize="1rem" />
            <Skeleton blockSize="14rem" />
          </div>
        ))}
      </div>
    </section>
  );
}

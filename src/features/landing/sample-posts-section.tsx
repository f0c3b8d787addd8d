import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button.tsx';
import { container } from '@/ui/layout.css.ts';
import { Reveal } from '@/ui/reveal.tsx';
import { samplePosts } from './sample-posts.ts';
import { SamplePostCard } from './sample-post-card.tsx';
import * as css from './landing.css.ts';

/** Cards enter with a 100 ms stagger. */
const stagger = 100;

export default function SamplePostsSection() {
  return (
    <section className={`${container} ${css.section}`} aria-labelledby="samples-title">
      <Reveal className={css.sectionHead}>
        <h2 id="samples-title" className={css.sectionTitle}>
          <Trans>See what pet lovers are sharing</Trans>
        </h2>
        <p className={css.sectionLead}>
          <Trans>Everyday adventures, sleepy afternoons and proud firsts from our community.</Trans>
        </p>
      </Reveal>
      <div className={css.postGrid}>
        {samplePosts.map((post, index) => (
          <Reveal key={post.id} delay={index * stagger}>
            <SamplePostCard post={post} />
          </Reveal>
        ))}
      </div>
      <div className={css.center}>
        <Link to="/feed" className={buttonClass('secondary')}>
          <Trans>See More Posts</Trans>
        </Link>
      </div>
    </section>
  );
}

import { lazy, Suspense } from 'react';
import { Hero } from './hero.tsx';
import { FeaturesSection } from './features-section.tsx';
import { CtaSection } from './cta-section.tsx';
import { SamplePostsSkeleton } from './sample-posts-skeleton.tsx';

// The sample posts sit below the fold and bring the carousel (swiper) and luxon, so they load
// right after the first render instead of before it.
const SamplePostsSection = lazy(() => import('./sample-posts-section.tsx'));

/** Header, hero, sample posts, features, call to action, footer (header and footer come from the shell). */
export function LandingScreen() {
  return (
    <>
      <Hero />
      <Suspense fallback={<SamplePostsSkeleton />}>
        <SamplePostsSection />
      </Suspense>
      <FeaturesSection />
      <CtaSection />
    </>
  );
}

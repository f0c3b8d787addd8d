import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Hero } from './hero.tsx';
import { FeaturesSection } from './features-section.tsx';
import { CtaSection } from './cta-section.tsx';
import { SamplePostsSkeleton } from './sample-posts-skeleton.tsx';
import { afterFirstContentfulPaint } from '@/data/idle-queue.ts';

// The sample posts sit below the fold and bring their icons, avatars and carousel frames, so
// they load once the first screen has painted instead of competing with it.
const SamplePostsSection = lazy(() => import('./sample-posts-section.tsx'));

/** True once the first screen is on screen; the update is a transition, so what it renders yields to the browser. */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstContentfulPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}

/** Header, hero, sample posts, features, call to action, footer (header and footer come from the shell). */
export function LandingScreen() {
  const painted = useAfterFirstPaint();
  return (
    <>
      <Hero />
      {painted ? (
        <Suspense fallback={<SamplePostsSkeleton />}>
          <SamplePostsSection />
        </Suspense>
      ) : (
        <SamplePostsSkeleton />
      )}
      <FeaturesSection />
      <CtaSection />
    </>
  );
}

import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Hero } from './hero.tsx';
import { FeaturesSection } from './features-section.tsx';
import { CtaSection } from './cta-section.tsx';
import { SamplePostsSkeleton } from './sample-posts-skeleton.tsx';

// The sample posts sit below the fold and bring their icons, avatars and carousel frames, so
// they load once the first screen has painted instead of competing with it.
const SamplePostsSection = lazy(() => import('./sample-posts-section.tsx'));

/**
 * True from the first task after the first paint (a frame, then a task). The update is a
 * transition, so what it renders yields to the browser every few milliseconds.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
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

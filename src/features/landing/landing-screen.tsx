import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Hero } from './hero.tsx';
import { FeaturesSection } from './features-section.tsx';
import { CtaSection } from './cta-section.tsx';
import { SamplePostsSkeleton } from './sample-posts-skeleton.tsx';

// The sample posts sit below the fold and bring their icons, avatars and carousel frames, so
// they load once the first screen has painted instead of competing with it.
const SamplePostsSection = lazy(() => import('./sample-posts-section.tsx'));

/**
 * Calls back once the browser reports the page's first contentful paint (it is on screen by then,
 * not only drawn), or after a frame and a task where it cannot report paints.
 */
function afterFirstContentfulPaint(callback: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(callback);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

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

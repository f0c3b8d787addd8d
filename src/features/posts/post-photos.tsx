import { lazy, Suspense, useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import * as css from '@/ui/carousel.css.ts';
import { whenIdle } from '@/data/idle-queue.ts';

// The slider (Swiper) loads and starts once the page is idle, not with the list's first render.
const Carousel = lazy(() => import('@/ui/carousel.tsx').then((module) => ({ default: module.Carousel })));

/**
 * A post's photos in a list: first drawn as the carousel looks at rest (the first photo and its
 * counter), then, card by card in idle time, the carousel itself takes its place with its
 * arrows, keys and swiping. `priority` is for the photo that is likely the largest paint.
 */
export function PostPhotos({ images, label, priority = false }: { images: readonly string[]; label: string; priority?: boolean }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true)), []);
  const still = <StillPhotos images={images} label={label} priority={priority} />;
  if (!ready) return still;
  return (
    <Suspense fallback={still}>
      <Carousel images={images} label={label} priority={priority} />
    </Suspense>
  );
}

/** The carousel's first slide with the same box, labels and counter, without the slider. */
function StillPhotos({ images, label, priority }: { images: readonly string[]; label: string; priority: boolean }) {
  const { t } = useLingui();
  const total = images.length;
  const number = 1;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a group of slides (ARIA's carousel pattern), not a fieldset of form controls.
    <div className={css.carousel} role="group" aria-roledescription={t`carousel`} aria-label={label} data-still="">
      <div className={css.slide}>
        <FallbackImage
          className={css.image}
          src={images[0]}
          alt={t`Photo ${number} of ${total}`}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          draggable={false}
          width={640}
          height={480}
        />
      </div>
      {total > 1 ? (
        <span className={css.counter} dir="ltr">
          1 / {total}
        </span>
      ) : null}
    </div>
  );
}

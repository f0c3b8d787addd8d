import { useEffect, useState } from 'react';
import { whenIdle } from '@/data/idle-queue.ts';
import { DeferredCarousel } from '@/ui/deferred-carousel.tsx';

/**
 * A post's photos in a list: the carousel's frame with its first photo at once, and the slider
 * itself card by card in idle time (or sooner, when a person reaches for it), so a page of cards
 * does not start a page of sliders in one task. `priority` is for the photo that is likely the largest paint.
 */
export function PostPhotos({ images, label, priority = false }: { images: readonly string[]; label: string; priority?: boolean }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return <DeferredCarousel images={images} label={label} priority={priority} loadOnScreen={false} start={idle} />;
}

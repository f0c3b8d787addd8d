import type { CarouselItem } from '@/ui/carousel-parts.tsx';
import { DeferredCarousel } from '@/ui/deferred-carousel.tsx';

/**
 * A post's photos in a list: the carousel's frame with its first photo at once, and the slider
 * itself once the card comes onto the screen (or sooner, when a person reaches for it), so cards
 * below the fold start no slider while the page loads. `priority` is for the photo that is likely the largest paint.
 */
export function PostPhotos({ photos, label, priority = false }: { photos: readonly CarouselItem[]; label: string; priority?: boolean }) {
  return <DeferredCarousel photos={photos} label={label} priority={priority} />;
}

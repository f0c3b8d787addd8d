import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import { useLingui } from '@lingui/react/macro';
import { CarouselControls, CarouselPhoto, useCarouselGroup, type CarouselItem } from './carousel-parts.tsx';
import * as css from './carousel.css.ts';

/**
 * Start at 0, no loop, drag threshold 10; arrows only for more than one
 * image and disabled at the ends; left and right arrow keys move (mirrored in RTL).
 * `priority` marks the carousel that holds the screen's largest first image: its first photo
 * loads at once and first in line, every other photo lazily. `initialIndex` opens it on another photo.
 */
export function Carousel({
  photos,
  label,
  priority = false,
  initialIndex = 0,
}: {
  photos: readonly CarouselItem[];
  label: string;
  priority?: boolean;
  initialIndex?: number;
}) {
  const { i18n } = useLingui();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(initialIndex);
  const rtl = i18n.locale === 'ar';
  const total = photos.length;
  const move = (forward: boolean) => (forward ? swiper?.slideNext() : swiper?.slidePrev());
  const group = useCarouselGroup(label, total, move);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel is a group of slides (ARIA's carousel pattern), not a fieldset of form controls.
    <div role="group" {...group}>
      <Swiper
        key={rtl ? 'rtl' : 'ltr'}
        dir={rtl ? 'rtl' : 'ltr'}
        threshold={10}
        initialSlide={initialIndex}
        loop={false}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setIndex(instance.activeIndex)}
      >
        {photos.map((photo, position) => (
          <SwiperSlide key={photo.src} className={css.slide}>
            <CarouselPhoto photo={photo} priority={priority && position === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselControls index={index} total={total} onMove={move} />
    </div>
  );
}

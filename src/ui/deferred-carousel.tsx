import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CarouselControls, CarouselPhoto, useCarouselGroup, type CarouselItem } from './carousel-parts.tsx';
import type { Carousel as CarouselType } from './carousel.tsx';
import * as css from './carousel.css.ts';

type CarouselComponent = typeof CarouselType;

// One download for every card, started by the first that needs it; a failed one is tried again
// at the next trigger, and the static frame stays meanwhile.
let carouselModule: Promise<CarouselComponent> | null = null;
const loadCarousel = (): Promise<CarouselComponent> => {
  carouselModule ??= import('./carousel.tsx').then(
    (module) => module.Carousel,
    (error: unknown) => {
      carouselModule = null;
      throw error;
    },
  );
  return carouselModule;
};

const ignoreFailure = () => undefined;

/** Which part of the carousel holds the focus, so the loaded one can take it back. */
type FocusPart = 'group' | 'prev' | 'next' | null;

interface DeferredCarouselProps {
  photos: readonly CarouselItem[];
  label: string;
  /** For the photo that is likely the page's largest paint: fetched first, never lazily. */
  priority?: boolean;
}

/**
 * Photos in a carousel whose slider (Swiper) loads later: when the frame comes onto the screen,
 * or when a person points at, touches, focuses or presses it; a single photo never loads it.
 * Until then the same frame shows the current photo with working arrows, counter and arrow
 * keys, and the slider opens on that photo.
 */
export function DeferredCarousel({ photos, label, priority = false }: DeferredCarouselProps) {
  const [Loaded, setLoaded] = useState<{ Carousel: CarouselComponent } | null>(null);
  const [index, setIndex] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const focusRef = useRef<FocusPart>(null);
  const total = photos.length;
  const last = total - 1;

  const load = () => {
    // One photo has nowhere to slide: the still frame is all it needs.
    if (total < 2) return;
    void loadCarousel().then((Carousel) => {
      const frame = frameRef.current;
      const focused = frame?.contains(document.activeElement) ? document.activeElement : null;
      focusRef.current = focused === frame ? 'group' : focused instanceof HTMLButtonElement ? (focused.dataset.part as FocusPart) : null;
      setLoaded({ Carousel });
    }, ignoreFailure);
  };

  const go = (forward: boolean) => {
    load();
    setIndex((current) => Math.min(Math.max(current + (forward ? 1 : -1), 0), last));
  };
  const { onKeyDown, ...group } = useCarouselGroup(label, total, go);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || Loaded || total < 2) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(frame);
    return () => observer.disconnect();
  });

  // The loaded carousel is new markup: the focus moves to its matching part.
  useLayoutEffect(() => {
    const part = focusRef.current;
    const holder = frameRef.current;
    if (!Loaded || !part || !holder) return;
    focusRef.current = null;
    const group = holder.querySelector<HTMLElement>('[role="group"]');
    const target = part === 'group' ? group : group?.querySelectorAll<HTMLElement>('button')[part === 'prev' ? 0 : 1];
    target?.focus();
  }, [Loaded]);

  if (Loaded) {
    return (
      <div ref={frameRef} style={{ display: 'contents' }}>
        <Loaded.Carousel photos={photos} label={label} initialIndex={index} priority={priority} />
      </div>
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the same group as the carousel it stands in for (ARIA's carousel pattern).
    <div
      ref={frameRef}
      role="group"
      {...group}
      onKeyDown={(event) => {
        load();
        onKeyDown(event);
      }}
      onFocus={load}
      onPointerEnter={load}
      onPointerDown={load}
    >
      <div className={css.slide}>
        <CarouselPhoto key={photos[index]?.src} photo={photos[index]} priority={priority} />
      </div>
      <CarouselControls index={index} total={total} onMove={go} />
    </div>
  );
}

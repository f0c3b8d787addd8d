import type { KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { FallbackImage } from './fallback-image.tsx';
import * as css from './carousel.css.ts';

/** A photo of a carousel and its description. */
export interface CarouselItem {
  src: string;
  alt: string;
  /** A smaller copy, shown when `src` cannot be loaded (offline, before the full size was ever fetched). */
  fallbackSrc?: string;
}

/** One photo of a carousel, described; `priority` fetches it first and at once. */
export function CarouselPhoto({ photo, priority }: { photo: CarouselItem | undefined; priority: boolean }) {
  return (
    <FallbackImage
      className={css.image}
      src={photo?.src}
      fallbackSrc={photo?.fallbackSrc}
      alt={photo?.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      draggable={false}
      width={640}
      height={480}
    />
  );
}

/** The arrows (disabled at the ends) and the "2 / 3" counter, for more than one photo. */
export function CarouselControls({ index, total, onMove }: { index: number; total: number; onMove: (forward: boolean) => void }) {
  const { t } = useLingui();
  if (total < 2) return null;
  return (
    <>
      <button type="button" data-part="prev" className={css.prev} aria-label={t`Previous image`} disabled={index === 0} onClick={() => onMove(false)}>
        <ChevronLeft size={22} aria-hidden="true" className={css.chevron} />
      </button>
      <button
        type="button"
        data-part="next"
        className={css.next}
        aria-label={t`Next image`}
        disabled={index === total - 1}
        onClick={() => onMove(true)}
      >
        <ChevronRight size={22} aria-hidden="true" className={css.chevron} />
      </button>
      <span className={css.counter} aria-live="polite" dir="ltr">
        {index + 1} / {total}
      </span>
    </>
  );
}

/**
 * The props of a carousel's group element (ARIA's carousel pattern; role="group" stays in the
 * markup, where the linter sees it): labelled, focusable when there is more than one photo, and
 * the left and right arrow keys move it, mirrored in right-to-left languages.
 */
export function useCarouselGroup(label: string, total: number, onMove: (forward: boolean) => void) {
  const { t, i18n } = useLingui();
  const rtl = i18n.locale === 'ar';
  return {
    className: css.carousel,
    'aria-roledescription': t`carousel`,
    'aria-label': label,
    tabIndex: total > 1 ? 0 : undefined,
    onKeyDown: (event: KeyboardEvent) => {
      if (total < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      event.preventDefault();
      onMove((event.key === 'ArrowRight') !== rtl);
    },
  };
}

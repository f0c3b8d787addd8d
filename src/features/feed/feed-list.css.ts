import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

export const list = style({ position: 'relative', inlineSize: '100%' });

// The virtualizer keeps the cards in place itself when one above the screen changes height; the
// browser's own scroll anchoring would move the page a second time for the same change.
globalStyle(`html:has(${list})`, { overflowAnchor: 'none' });

export const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
});

// On an inner box, since the row's own transform places it.
export const enter = style({
  animation: `${rise} ${vars.duration.normal} ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletons = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

/** Scroll reveal: translate 8 units, fade in; reduced motion shows at once. */
export const reveal = style({
  transition: 'opacity 500ms ease-out, transform 500ms ease-out',
  selectors: {
    '&[data-reveal="pending"]': { opacity: 0, transform: `translateY(${vars.space[8]})` },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: { '&[data-reveal="pending"]': { opacity: 1, transform: 'none' } },
    },
  },
});

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

/**
 * The header is fixed and 16 units high, so the content starts below it. The main part is at
 * least a screen high, so the footer always starts below the fold: a screen still waiting for its
 * data or its code never draws the footer in view and then pushes it away.
 */
export const main = style({ minBlockSize: '100dvh', paddingBlockStart: vars.space[16] });

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: 100,
  padding: vars.space[3],
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});

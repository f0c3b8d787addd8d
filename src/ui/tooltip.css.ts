import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const anchor = style({ position: 'relative', display: 'inline-flex' });

/** Aligned to the anchor's inline end so it mirrors in RTL and stays inside the header. */
export const tip = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  insetInlineEnd: 0,
  zIndex: 60,
  inlineSize: 'max-content',
  maxInlineSize: '16rem',
  paddingInline: vars.space[2],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.sm,
  background: vars.color.text,
  color: vars.color.bg,
  fontSize: vars.fontSize.xs,
  fontWeight: 500,
  pointerEvents: 'none',
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
});

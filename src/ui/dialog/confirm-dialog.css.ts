import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** A modal card centred by the browser's own dialog margins; never wider than the screen less a gutter. */
export const dialog = style({
  inlineSize: `min(28rem, calc(100vw - 2 * ${vars.space[4]}))`,
  maxInlineSize: '100vw',
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: `0 1.5rem 3rem ${vars.color.shadow}`,
  animation: `${rise} ${vars.duration.normal} ease-out`,
  selectors: {
    '&::backdrop': { background: vars.color.overlay, animation: `${fade} ${vars.duration.normal} ease-out` },
  },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  overflowWrap: 'anywhere',
});

export const message = style({
  marginBlockStart: vars.space[2],
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  marginBlockStart: vars.space[6],
});

import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';
import { roundIconButton } from './round-icon-button.css.ts';

/**
 * Sized by its container alone: the slider gives its slides pixel widths, and
 * without containment those widths would count as the carousel's own minimum
 * and hold a narrowing column (a phone turned upright) at the old width.
 */
export const carousel = style({
  position: 'relative',
  inlineSize: '100%',
  minInlineSize: 0,
  contain: 'inline-size',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const slide = style({ aspectRatio: '4 / 3' });

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', userSelect: 'none' });

const arrow = style([
  roundIconButton,
  {
    position: 'absolute',
    insetBlockStart: '50%',
    zIndex: 2,
    marginBlockStart: `calc(${vars.space[11]} / -2)`,
    background: `color-mix(in srgb, ${vars.color.surface} 90%, transparent)`,
    color: vars.color.text,
    boxShadow: `0 2px 8px ${vars.color.shadow}`,
    selectors: { '&:disabled': { opacity: 0.4, cursor: 'default' } },
  },
]);

export const prev = style([arrow, { insetInlineStart: vars.space[2] }]);
export const next = style([arrow, { insetInlineEnd: vars.space[2] }]);

/** Chevrons point along the reading direction. */
export const chevron = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const counter = style({
  position: 'absolute',
  insetBlockEnd: vars.space[2],
  insetInlineEnd: vars.space[2],
  zIndex: 2,
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.overlay,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
});

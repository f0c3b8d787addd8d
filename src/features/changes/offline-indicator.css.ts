import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

/** Sticks under the fixed header while the page scrolls; takes no room when there is nothing to say. */
export const slot = style({
  position: 'sticky',
  insetBlockStart: vars.space[16],
  zIndex: 40,
});

const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minBlockSize: vars.space[11],
  paddingInline: vars.space[4],
  fontSize: vars.fontSize.sm,
  fontWeight: 500,
  textAlign: 'center',
  textDecoration: 'none',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const tone = styleVariants({
  calm: [bar, { background: vars.color.surfaceMuted, color: vars.color.text }],
  failed: [bar, { background: vars.color.surfaceMuted, color: vars.color.danger }],
});

export const link = style({
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

export const chevron = style({ flexShrink: 0, selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const footer = style({
  marginBlockStart: vars.space[16],
  paddingBlock: vars.space[12],
  background: vars.color.surfaceMuted,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space[8],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '2fr repeat(4, minmax(0, 1fr))' } },
});

export const brandCol = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  alignContent: 'start',
  '@media': { '(min-width: 768px)': { gridColumn: 'auto' } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: 800,
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
});

export const tagline = style({ color: vars.color.textMuted, maxInlineSize: '22rem' });

export const heading = style({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.06em', marginBlockEnd: vars.space[2] });

export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minBlockSize: vars.space[11],
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
});

export const bottom = style({
  marginBlockStart: vars.space[10],
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card as cardBase } from '@/ui/layout.css.ts';

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});

export const card = style([
  cardBase,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space[1],
    paddingBlockEnd: vars.space[3],
    overflow: 'hidden',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.primary } },
  },
]);

export const photo = style({ inlineSize: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block', marginBlockEnd: vars.space[2] });

export const name = style({ paddingInline: vars.space[3], fontWeight: 700, overflowWrap: 'anywhere' });

export const meta = style({ paddingInline: vars.space[3], color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const waiting = style({ display: 'grid', paddingInline: vars.space[3] });

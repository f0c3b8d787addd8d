import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card as cardBase } from '@/ui/layout.css.ts';
import * as postActions from '@/ui/post-actions.css.ts';

export const card = style([
  cardBase,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[4], blockSize: '100%' },
]);

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const who = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minInlineSize: 0 });

export const name = style({
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.lg });

export const pet = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.primary,
  fontWeight: 600,
  whiteSpace: 'nowrap',
});

export const petMark = style({ display: 'inline-block' });

export const body = style({ color: vars.color.textMuted });

// Samples stretch to equal heights in the grid, so their bar sits at the bottom.
export const actions = style([postActions.actions, { marginBlockStart: 'auto' }]);
export const { action, share, count } = postActions;

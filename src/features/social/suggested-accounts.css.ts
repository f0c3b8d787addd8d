import { style } from '@vanilla-extract/css';
import { card } from '@/ui/layout.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

export const panel = style([card, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[4] }]);

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** The list scrolls at a maximum height of 400 px. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  maxBlockSize: '400px',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space[1],
  listStyle: 'none',
});

export const empty = style({ color: vars.color.textMuted, paddingBlock: vars.space[4], textAlign: 'center', margin: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { photoTileRemove } from '@/ui/photo-tile.css.ts';

export const gallery = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

/** 1 to 4 columns by width. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    '(min-width: 480px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 768px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    '(min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const remove = style([photoTileRemove, { insetBlockStart: vars.space[2], insetInlineEnd: vars.space[2] }]);

export const upload = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], maxInlineSize: '36rem' });

/** The waiting mark over the foot of a photo still to be sent. */
export const waiting = style({ position: 'absolute', insetBlockEnd: vars.space[2], insetInlineStart: vars.space[2], display: 'grid' });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { strip } from './pet-strip.css.ts';
import { fixedListSize, listSizeAboveContent } from '@/features/social/suggested-accounts.css.ts';

/** From this width the own card and pets are a start column rather than a strip. */
export const tablet = '(min-width: 768px)';
const desktop = '(min-width: 1100px)';

/**
 * Phones: composer, own pets, suggested accounts, posts. Wider: the own card
 * and pets in a sticky start column, and from 1100 px suggestions in a sticky
 * end column. The last row is flexible so a tall side column never stretches
 * the composer's row.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space[4],
  paddingBlock: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"composer" "pets" "end" "centre"',
  alignItems: 'start',
  '@media': {
    [tablet]: {
      gap: vars.space[6],
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateRows: 'auto auto 1fr',
      gridTemplateAreas: '"start composer" "start end" "start centre"',
    },
    [desktop]: {
      gridTemplateColumns: '15rem minmax(0, 1fr) 18rem',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"start composer end" "start centre end"',
    },
  },
});

const sticky = { position: 'sticky', insetBlockStart: vars.space[20] } as const;

export const start = style({
  gridArea: 'start',
  display: 'none',
  '@media': { [tablet]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], ...sticky } },
});

export const composer = style({ gridArea: 'composer' });

/** The start column's content on phones, where that column is not shown. */
export const pets = style([strip, { gridArea: 'pets', '@media': { [tablet]: { display: 'none' } } }]);

export const centre = style({ gridArea: 'centre', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

/** Above the posts, the suggestions keep one height, so that the posts never move as they load. */
export const end = style({
  gridArea: 'end',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  vars: { [fixedListSize]: listSizeAboveContent },
  '@media': { [desktop]: { ...sticky, vars: { [fixedListSize]: 'auto' } } },
});

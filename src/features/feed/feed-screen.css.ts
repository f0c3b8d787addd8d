import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlock: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"heading" "end" "centre"',
  '@media': {
    '(min-width: 768px)': {
      gridTemplateColumns: '15rem minmax(0, 1fr)',
      gridTemplateAreas: '"heading heading" "start end" "start centre"',
      alignItems: 'start',
    },
    '(min-width: 1100px)': {
      gridTemplateColumns: '15rem minmax(0, 1fr) 18rem',
      gridTemplateAreas: '"heading heading heading" "start centre end"',
    },
  },
});

export const heading = style({
  gridArea: 'heading',
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const start = style({
  gridArea: 'start',
  display: 'none',
  '@media': { '(min-width: 768px)': { display: 'grid', gap: vars.space[4], position: 'sticky', insetBlockStart: vars.space[20] } },
});

export const centre = style({ gridArea: 'centre', display: 'grid', gap: vars.space[4], minInlineSize: 0 });

export const end = style({
  gridArea: 'end',
  display: 'grid',
  gap: vars.space[4],
  minInlineSize: 0,
  '@media': { '(min-width: 1100px)': { position: 'sticky', insetBlockStart: vars.space[20] } },
});

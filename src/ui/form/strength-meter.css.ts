import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const meter = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  selectors: { '&[hidden]': { display: 'none' } },
});

export const bar = style({ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space[1] });

const step = style({ blockSize: '0.375rem', borderRadius: vars.radius.full, background: vars.color.border });

/** A step that is lit takes the colour of the level reached. */
export const lit = styleVariants({
  1: [step, { background: vars.color.danger }],
  2: [step, { background: vars.color.primary }],
  3: [step, { background: vars.color.accent }],
  4: [step, { background: vars.color.accent }],
});

export const unlit = step;

export const text = style({ margin: 0, minBlockSize: '1.25rem', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const warning = style({ color: vars.color.danger, fontWeight: 500 });

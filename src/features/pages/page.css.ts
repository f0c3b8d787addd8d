import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const page = style({ paddingBlock: vars.space[10], display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[8] });

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  textAlign: 'center',
  justifyItems: 'center',
});

export const title = style({ fontSize: vars.fontSize['3xl'], '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['4xl'] } } });

export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxInlineSize: '40rem' });

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const panel = style([card, { padding: vars.space[6], display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] }]);

export const prose = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space[6],
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], justifyContent: 'center' });

export const person = style({ display: 'flex', gap: vars.space[4], alignItems: 'center' });

export const mailLink = style({ display: 'inline-flex', gap: vars.space[2], alignItems: 'center', minBlockSize: vars.space[11] });

import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const counts = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space[4], margin: 0 });

export const countBox = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space[1],
    padding: vars.space[4],
    textAlign: 'center',
  },
]);

globalStyle(`${countBox} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${countBox} dd`, { margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 700 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const tabActions = style({ display: 'flex', justifyContent: 'flex-end' });

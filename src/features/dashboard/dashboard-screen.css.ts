import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const profile = style([
  card,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space[3],
    padding: vars.space[6],
    textAlign: 'center',
  },
]);

export const name = style({ fontSize: vars.fontSize['2xl'] });

export const handle = style({ color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], justifyContent: 'center' });

export const title = style({ fontSize: vars.fontSize['3xl'], marginBlockEnd: vars.space[4] });

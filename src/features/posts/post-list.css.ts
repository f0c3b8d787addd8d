import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

export const more = style({ display: 'grid', justifyItems: 'center', gap: vars.space[2], paddingBlock: vars.space[4], textAlign: 'center' });

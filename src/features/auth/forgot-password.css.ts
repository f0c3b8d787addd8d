import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const list = style({ display: 'grid', gap: vars.space[6], margin: 0, paddingInlineStart: vars.space[6] });

export const step = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start' });

export const heading = style({ fontSize: vars.fontSize.lg, marginBlockEnd: vars.space[2] });

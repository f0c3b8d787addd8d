import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const progress = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[2], marginBlockStart: vars.space[2] });

export const icon = style({ flexShrink: 0, marginBlockStart: '0.2em' });

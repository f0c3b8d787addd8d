import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const card = style({ display: 'grid', gap: vars.space[4], padding: vars.space[5] });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

export const who = style({ flex: 1, minInlineSize: '10rem' });

export const name = style({ fontSize: vars.fontSize['2xl'], overflowWrap: 'anywhere' });

export const handle = style({ color: vars.color.textMuted });

export const bio = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gap: vars.space[4] });

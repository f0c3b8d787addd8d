import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const card = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], padding: vars.space[5] });

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

/** Beside the avatar where a long name still fits its widest word, under it on a phone. */
export const who = style({ flex: '1 1 14rem', minInlineSize: 0 });

export const name = style({ fontSize: vars.fontSize['2xl'], overflowWrap: 'anywhere' });

export const handle = style({ color: vars.color.textMuted });

export const bio = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

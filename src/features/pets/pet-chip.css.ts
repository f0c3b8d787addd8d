import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.space[11],
  padding: vars.space[1],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const thumb = style({
  inlineSize: vars.space[10],
  blockSize: vars.space[10],
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  flexShrink: 0,
});

export const text = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minInlineSize: 0 });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const type = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

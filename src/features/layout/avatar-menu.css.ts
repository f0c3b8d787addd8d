import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const wrap = style({ position: 'relative' });

export const trigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.space[11],
  blockSize: vars.space[11],
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  cursor: 'pointer',
});

export const menu = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space[2]})`,
  insetInlineEnd: 0,
  zIndex: 60,
  minInlineSize: '14rem',
  maxInlineSize: `calc(100vw - ${vars.space[8]})`,
  padding: vars.space[2],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: `0 12px 32px -8px ${vars.color.shadow}`,
});

export const who = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space[1],
});

export const whoName = style({ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' });

export const whoHandle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: vars.space[11],
  paddingInline: vars.space[3],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: vars.color.surfaceMuted } },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

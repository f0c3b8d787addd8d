import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

/** A menu's popup, hung below its trigger at the inline end. */
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

/** A menu item a fingertip high, lit when hovered or focused. */
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

export const wrap = style({ position: 'relative', display: 'inline-block' });

/** A "more" trigger: one icon, a fingertip wide. */
export const iconTrigger = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.space[11],
  blockSize: vars.space[11],
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceMuted, color: vars.color.text } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

/** The like, comment and share bar of a post card, shared by the landing samples and the real posts. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  borderBlockStart: `1px solid ${vars.color.border}`,
  paddingBlockStart: vars.space[2],
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.space[11],
  gap: vars.space[2],
  minBlockSize: vars.space[11],
  paddingInline: vars.space[3],
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.primary },
    '&[data-liked="true"]': { color: vars.color.primary },
  },
});

export const share = style({ marginInlineStart: 'auto' });

/** A button with its count beside it, kept together when the bar wraps. */
export const counted = style({ display: 'inline-flex', alignItems: 'center' });

export const count = style({
  marginInlineEnd: vars.space[2],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-liked="true"]': { color: vars.color.primary } },
});

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

/** A card at the bottom, out of the way of the header and its toasts; full width less a gutter on phones. */
export const prompt = style({
  position: 'fixed',
  zIndex: 60,
  insetBlockEnd: `calc(${vars.space[4]} + env(safe-area-inset-bottom, 0px))`,
  insetInline: vars.space[4],
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: `0 12px 32px -12px ${vars.color.shadow}`,
  '@media': {
    '(min-width: 768px)': { insetInlineStart: 'auto', maxInlineSize: '26rem' },
  },
});

export const text = style({ flex: '1 1 12rem', display: 'flex', alignItems: 'center', gap: vars.space[2], fontWeight: 500 });

export const icon = style({ color: vars.color.primary, flexShrink: 0 });

export const actions = style({ display: 'flex', gap: vars.space[2], marginInlineStart: 'auto' });

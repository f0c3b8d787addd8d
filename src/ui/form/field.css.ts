import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const field = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[1], alignContent: 'start' });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const control = style({
  inlineSize: '100%',
  minBlockSize: vars.space[11],
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.6 },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

export const withToggle = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const controlWithToggle = style({ paddingInlineEnd: vars.space[12] });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlock: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space[11],
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  borderRadius: vars.radius.md,
});

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 500 });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] });

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const heading = style({ fontSize: vars.fontSize.md });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  inlineSize: '100%',
  minBlockSize: vars.space[12],
  paddingInline: vars.space[4],
  border: 0,
  background: 'transparent',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({ paddingInline: vars.space[4], paddingBlockEnd: vars.space[4], color: vars.color.textMuted });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const tabs = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

export const list = style({ display: 'flex', gap: vars.space[1], borderBlockEnd: `1px solid ${vars.color.border}`, overflowX: 'auto' });

export const tab = style({
  minBlockSize: vars.space[11],
  paddingInline: vars.space[4],
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.primary, borderBlockEndColor: vars.color.primary },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

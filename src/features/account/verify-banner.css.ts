import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInlineStart: vars.space[4],
  paddingInlineEnd: vars.space[2],
  background: vars.color.accentSoft,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
});

export const icon = style({ flexShrink: 0, color: vars.color.accent });

export const text = style({
  flex: '1 1 0',
  minInlineSize: 0,
  margin: 0,
  paddingBlock: vars.space[1],
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
});

export const actions = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const action = style({
  minBlockSize: vars.space[11],
  paddingInline: vars.space[2],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'underline',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:disabled': { color: vars.color.textMuted, textDecoration: 'none', cursor: 'not-allowed' },
    '&:hover:not(:disabled)': { background: vars.color.surface },
  },
});

export const close = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space[11],
  blockSize: vars.space[11],
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surface } },
});

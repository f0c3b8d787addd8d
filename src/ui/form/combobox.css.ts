import { style } from '@vanilla-extract/css';
import { vars } from '../theme/tokens.css.ts';

export const anchor = style({ position: 'relative' });

export const input = style({ paddingInlineEnd: vars.space[12] });

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockStart: `calc(100% + ${vars.space[1]})`,
  zIndex: 20,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: `0 0.75rem 1.5rem ${vars.color.shadow}`,
  overflow: 'hidden',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const list = style({
  maxBlockSize: 'min(18rem, 45dvh)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minBlockSize: vars.space[11],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[aria-selected="true"]': { background: vars.color.primarySoft },
  },
});

export const chosen = style({ color: vars.color.primary, flexShrink: 0 });

export const note = style({
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: { '&:first-child': { borderBlockStart: 0 } },
});

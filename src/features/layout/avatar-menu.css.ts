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

export const who = style({
  paddingInline: vars.space[3],
  paddingBlock: vars.space[2],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  marginBlockEnd: vars.space[1],
});

export const whoName = style({ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' });

export const whoHandle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

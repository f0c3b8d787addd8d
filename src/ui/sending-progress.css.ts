import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const sending = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const bar = style({ inlineSize: '100%', blockSize: vars.space[2], accentColor: vars.color.primary });

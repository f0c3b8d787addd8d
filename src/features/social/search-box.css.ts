import { style } from '@vanilla-extract/css';
import { control } from '@/ui/form/field.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space[3],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style([control, { paddingInlineStart: vars.space[10] }]);

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const box = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space[3],
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

/** Room for the icon; scoped under the box so it wins over the shared control's padding whatever order the CSS loads in. */
export const input = style({
  selectors: { [`${box} &`]: { paddingInlineStart: vars.space[10] } },
});

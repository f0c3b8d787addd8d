import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

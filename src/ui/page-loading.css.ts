import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  minBlockSize: '50dvh',
  color: vars.color.textMuted,
});

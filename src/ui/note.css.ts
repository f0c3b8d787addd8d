import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

/** A quiet note set apart from the screen around it: a reminder, or why what is shown is not the latest. */
export const note = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
});

import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

/** A round button the size of a fingertip holding one icon; the user of it sets its colours. */
export const roundIconButton = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space[11],
  blockSize: vars.space[11],
  border: 0,
  borderRadius: vars.radius.full,
  cursor: 'pointer',
});

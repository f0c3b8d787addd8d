import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

/** A quiet line: the sending bar's colours, at the size of a card's meta text. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  justifySelf: 'start',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 400,
});

/** The icon alone, on a corner of a round photo (its words are read, not shown). */
export const badge = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space[6],
  blockSize: vars.space[6],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  border: `2px solid ${vars.color.surface}`,
});

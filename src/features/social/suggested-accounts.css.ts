import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { card } from '@/ui/layout.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

/**
 * A fixed height for the list, set by a layout where the panel sits above other content (the
 * feed on phones): loading, empty or full, the panel then keeps one size and nothing below it moves.
 */
export const fixedListSize = createVar();

/** A user row's usual height: its 44 px action and the row's padding. */
const rowSize = `calc(${vars.space[11]} + 2 * ${vars.space[2]})`;

/** Three rows and half of a fourth, so that the list shows it scrolls. */
export const listSizeAboveContent = `calc(3.5 * ${rowSize} + 3 * ${vars.space[1]})`;

export const panel = style([card, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[4] }]);

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

/** The list scrolls at a maximum height of 400 px, or at the layout's fixed height. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignContent: 'start',
  gap: vars.space[1],
  blockSize: fallbackVar(fixedListSize, 'auto'),
  maxBlockSize: '400px',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  paddingInlineEnd: vars.space[1],
  listStyle: 'none',
});

export const loading = style([list, { overflowY: 'hidden' }]);

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: fallbackVar(fixedListSize, 'auto'),
  color: vars.color.textMuted,
  paddingBlock: vars.space[4],
  textAlign: 'center',
  margin: 0,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const strip = style([
  card,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2], padding: vars.space[4], paddingBlockEnd: vars.space[3] },
]);

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const title = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const headLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minBlockSize: vars.space[11],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

/** The pets, or the note that there are none beside Add pet: one line either way, so the strip keeps its height. */
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

/** One row that scrolls sideways inside the card when the pets do not fit, never the page. */
export const list = style({
  display: 'flex',
  flex: '0 1 auto',
  minInlineSize: 0,
  gap: vars.space[2],
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorInline: 'contain',
  scrollbarWidth: 'thin',
});

export const tile = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  alignContent: 'start',
  gap: vars.space[1],
  inlineSize: vars.space[20],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

/** Two lines kept for every name, so that a name that wraps leaves the strip as tall as before. */
export const label = style({ minBlockSize: '2lh' });

/** Holds a pet's photo and, while it waits to be sent, the mark on its corner. */
export const thumbBox = style({ position: 'relative', display: 'block', lineHeight: 0 });

export const thumb = style({
  inlineSize: vars.space[16],
  blockSize: vars.space[16],
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  border: `2px solid ${vars.color.primarySoft}`,
});

export const add = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: vars.space[16],
  blockSize: vars.space[16],
  borderRadius: vars.radius.full,
  border: `2px dashed ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.primarySoft,
});

export const empty = style({
  flex: '0 1 auto',
  margin: 0,
  paddingInlineStart: vars.space[1],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

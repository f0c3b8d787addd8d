import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import * as postActions from '@/ui/post-actions.css.ts';
import { card as cardBase } from '@/ui/layout.css.ts';

export const card = style([
  cardBase,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[4], minInlineSize: 0 },
]);

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const who = style({ flex: 1, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minInlineSize: 0 });

const link = { color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } } as const;

export const name = style({ ...link, fontWeight: 600, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const timeLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const titleLink = style(link);

/** At least 24 px high: where it wraps under the title it must stay a target of its own. */
export const pet = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.space[6],
  verticalAlign: 'bottom',
  gap: vars.space[1],
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const body = style({ color: vars.color.text, whiteSpace: 'pre-line', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });

/** Inside a link or a label that already names it. */
export const count = style({ fontVariantNumeric: 'tabular-nums' });

export const { actions, action, share, counted } = postActions;
export const besideCount = postActions.count;

/** While a like waits in the outbox: the clock marking it "not sent yet", after its count. */
export const pendingMark = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  inlineSize: vars.space[5],
  blockSize: vars.space[5],
  marginInlineStart: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

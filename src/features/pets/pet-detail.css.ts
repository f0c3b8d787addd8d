import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { roundIconButton } from '@/ui/round-icon-button.css.ts';
import { card as cardBase } from '@/ui/layout.css.ts';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6], maxInlineSize: '60rem' });

export const card = style([
  cardBase,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    overflow: 'hidden',
    '@media': { '(min-width: 768px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
  },
]);

export const photo = style({
  inlineSize: '100%',
  blockSize: '100%',
  maxBlockSize: '24rem',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
});

export const info = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  padding: vars.space[5],
  alignContent: 'start',
  justifyItems: 'start',
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], justifySelf: 'stretch', justifyContent: 'space-between' });

export const name = style({ fontSize: vars.fontSize['3xl'], overflowWrap: 'anywhere' });

export const like = style([roundIconButton, { background: vars.color.surfaceMuted, color: vars.color.primary }]);

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

const badgeBase = {
  paddingInline: vars.space[3],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
} as const;

export const badge = style({ ...badgeBase, background: vars.color.primarySoft, color: vars.color.primary });

export const badgeAlt = style({ ...badgeBase, background: vars.color.accentSoft, color: vars.color.accent });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  margin: 0,
  fontSize: vars.fontSize.sm,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600 });

export const bio = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });

export const notFound = style({ textAlign: 'center', paddingBlock: vars.space[12], fontSize: vars.fontSize.xl, fontWeight: 600 });

/** Under a pet not yet sent, in place of its posts and gallery. */
export const waitingNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

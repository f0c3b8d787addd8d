import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card, iconBadge } from '@/ui/layout.css.ts';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const intro = style({ color: vars.color.textMuted });

export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const item = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    gap: vars.space[3],
    padding: vars.space[4],
    '@media': { '(min-width: 640px)': { gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center' } },
  },
]);

/** The project's icon badge, a step smaller beside a device's two lines. */
export const icon = style([iconBadge, { display: 'grid', inlineSize: vars.space[11], blockSize: vars.space[11] }]);

export const body = style({ display: 'grid', gap: vars.space[1], minInlineSize: 0 });

export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.md,
  fontWeight: 600,
});

export const current = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  lineHeight: 1.8,
});

export const times = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** On a phone the button sits under the text, beside nothing: it spans the card's text column. */
export const action = style({
  gridColumn: '2',
  justifySelf: 'start',
  '@media': { '(min-width: 640px)': { gridColumn: 'auto', justifySelf: 'end' } },
});

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const skeletonItem = style([card, { display: 'grid', gap: vars.space[2], padding: vars.space[4] }]);

import { style } from '@vanilla-extract/css';
import { card } from '@/ui/layout.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const intro = style({ color: vars.color.textMuted });

export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

export const item = style([card, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], padding: vars.space[4] }]);

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space[3], rowGap: vars.space[1] });

export const kind = style({ fontSize: vars.fontSize.lg, fontWeight: 700 });

export const badge = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The reported content as it was: set apart from the moderators' own controls. */
export const snapshot = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[3],
  borderInlineStart: `4px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  minInlineSize: 0,
});

export const words = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const snapshotTitle = style([words, { fontWeight: 700 }]);

export const images = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const image = style({ inlineSize: '6rem', blockSize: '6rem', objectFit: 'cover', borderRadius: vars.radius.sm });

export const sectionTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700, margin: 0 });

export const reports = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const report = style({ display: 'grid', gap: vars.space[1], minInlineSize: 0 });

export const quote = style([words, { color: vars.color.text, fontStyle: 'italic' }]);

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] });

export const fieldRow = style({ display: 'grid', gap: vars.space[1] });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });

export const note = style({ minBlockSize: '5rem', resize: 'vertical' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const suspendRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  alignItems: 'end',
  '@media': { '(min-width: 640px)': { gridTemplateColumns: 'minmax(0, 16rem) auto' } },
});

export const state = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const more = style({ justifySelf: 'center' });

export const skeletonItem = style([card, { display: 'grid', gap: vars.space[2], padding: vars.space[4] }]);

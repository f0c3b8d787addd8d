import { style } from '@vanilla-extract/css';
import { card } from '@/ui/layout.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const title = style({ fontSize: vars.fontSize['3xl'] });

export const intro = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl });

export const empty = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const item = style([
  card,
  {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: vars.space[3],
    padding: vars.space[3],
  },
]);

export const who = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minInlineSize: 0 });

export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const handle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere', textAlign: 'start' });

export const waiting = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontStyle: 'italic' });

/** The undo arrow points back the way the line reads. */
export const undoIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const layout = style({ display: 'grid', gap: vars.space[6] });

export const intro = style({ color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space[3] });

export const sectionTitle = style({ fontSize: vars.fontSize.lg });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[3],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const failedItem = style({ borderInlineStart: `4px solid ${vars.color.danger}` });

export const kindIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.space[10],
  blockSize: vars.space[10],
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const body = style({ display: 'grid', gap: vars.space[1], minInlineSize: 0 });

export const summary = style({ fontWeight: 600, overflowWrap: 'anywhere' });

/** What was written, set apart like a quotation; it keeps its own direction (bdi) but follows the page's alignment. */
export const content = style({
  paddingInlineStart: vars.space[3],
  borderInlineStart: `3px solid ${vars.color.border}`,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const reason = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginBlockStart: vars.space[2] });

export const noteIcon = style({ flexShrink: 0 });

export const offlineNote = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const photos = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const photo = style({
  display: 'block',
  inlineSize: vars.space[12],
  blockSize: vars.space[12],
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
});

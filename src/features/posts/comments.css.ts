import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const section = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

export const heading = style({ fontSize: vars.fontSize.lg });

export const entry = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space[2],
  alignItems: 'center',
});

export const entryError = style({ gridColumn: '1 / -1' });

// The arrow points along the reading direction.
export const sendIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3] });

export const comment = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space[3],
  alignItems: 'start',
});

export const bubble = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const who = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space[2] });

export const name = style({ fontWeight: 600, color: vars.color.text, textDecoration: 'none', overflowWrap: 'anywhere' });

export const meta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const content = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });

export const thread = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2], marginBlockStart: vars.space[2] });

export const toggle = style({
  justifySelf: 'start',
  minBlockSize: vars.space[11],
  paddingInline: vars.space[2],
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
});

/** The replies list is at most 160 px high. */
export const replies = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  maxBlockSize: '160px',
  overflowY: 'auto',
  paddingInlineStart: vars.space[3],
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const reply = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[1], fontSize: vars.fontSize.sm });

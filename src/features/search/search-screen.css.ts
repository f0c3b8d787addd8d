import { style } from '@vanilla-extract/css';
import { card } from '@/ui/layout.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const layout = style({ ...column, gap: vars.space[5] });

export const title = style({ fontSize: vars.fontSize['3xl'], margin: 0 });

export const form = style({ ...column });

export const hint = style({ color: vars.color.textMuted, margin: 0 });

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const recent = style([card, { ...column, gap: vars.space[2], padding: vars.space[4] }]);

export const recentHead = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] });

export const recentList = style({ ...column, gap: vars.space[1], margin: 0, padding: 0, listStyle: 'none' });

const plainButton = {
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  minBlockSize: vars.space[11],
  borderRadius: vars.radius.md,
} as const;

export const textButton = style({
  ...plainButton,
  paddingInline: vars.space[3],
  color: vars.color.primary,
  fontWeight: 600,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const recentItem = style({
  ...plainButton,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  inlineSize: '100%',
  paddingInline: vars.space[2],
  textAlign: 'start',
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const recentWords = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const people = style([card, { ...column, gap: vars.space[1], margin: 0, padding: vars.space[2], listStyle: 'none' }]);

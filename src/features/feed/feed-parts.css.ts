import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const panel = style([card, { display: 'grid', gap: vars.space[3], padding: vars.space[4] }]);

export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

export const userCard = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const who = style({ display: 'grid', minInlineSize: 0 });

export const userName = style({ color: vars.color.text, fontWeight: 700, textDecoration: 'none', overflowWrap: 'anywhere' });

export const handle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflow: 'hidden', textOverflow: 'ellipsis' });

export const petList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const composer = style([card, { display: 'flex', alignItems: 'center', gap: vars.space[3], padding: vars.space[4] }]);

export const composerField = style({
  flex: 1,
  minInlineSize: 0,
  display: 'flex',
  alignItems: 'center',
  minBlockSize: vars.space[11],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  textDecoration: 'none',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const composerIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.space[11],
  blockSize: vars.space[11],
  borderRadius: vars.radius.full,
  color: vars.color.primary,
  selectors: { '&:hover': { background: vars.color.primarySoft } },
});

export const status = style({ textAlign: 'center', color: vars.color.textMuted, paddingBlock: vars.space[4] });

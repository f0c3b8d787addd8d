import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import * as postActions from '@/ui/post-actions.css.ts';
import { card as cardBase } from '@/ui/layout.css.ts';

export const card = style([cardBase, { display: 'grid', gap: vars.space[3], padding: vars.space[4], minInlineSize: 0 }]);

export const author = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const who = style({ display: 'grid', minInlineSize: 0 });

const link = { color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } } as const;

export const name = style({ ...link, fontWeight: 600 });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const timeLink = style({ color: 'inherit', textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const titleLink = style(link);

export const pet = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.primary,
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const body = style({ color: vars.color.text, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const count = style({ fontVariantNumeric: 'tabular-nums' });

export const { actions, action, share } = postActions;

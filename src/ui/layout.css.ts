import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

export const container = style({
  inlineSize: '100%',
  maxInlineSize: '72rem',
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': { '(min-width: 768px)': { paddingInline: vars.space[6] } },
});

export const narrow = style([container, { maxInlineSize: '48rem' }]);

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: `0 1px 2px ${vars.color.shadow}, 0 8px 24px -12px ${vars.color.shadow}`,
});

export const page = style({ paddingBlock: vars.space[8] });

/**
 * Every grid in the app names its columns, a single one as `minmax(0, 1fr)`:
 * an implicit `auto` column grows to its widest unbreakable content (a long
 * name, a carousel's slides) and pushes the page wider than a phone.
 */
export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4] });

export const muted = style({ color: vars.color.textMuted });

export const pageTitle = style({ fontSize: vars.fontSize['3xl'], marginBlockEnd: vars.space[2] });

export const iconBadge = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: vars.space[12],
  blockSize: vars.space[12],
  borderRadius: vars.radius.md,
  background: vars.color.primarySoft,
  color: vars.color.primary,
});

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const panel = style([card, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[4] }]);

export const panelTitle = style({ fontSize: vars.fontSize.md, fontWeight: 700 });

/** Avatar above the name: the column is narrow, and a long name needs its whole width. */
export const userCard = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  gap: vars.space[2],
  textAlign: 'center',
});

export const who = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minInlineSize: 0, justifySelf: 'stretch' });

export const userName = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const handle = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const petList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const composer = style([card, { display: 'flex', alignItems: 'center', gap: vars.space[3], padding: vars.space[4] }]);

/** On the narrowest phones the header's avatar is enough, and the prompt gets the room. */
export const composerAvatar = style({ display: 'contents', '@media': { '(max-width: 399.98px)': { display: 'none' } } });

/**
 * The prompt holds the user's name: up to two lines, so a long name shows
 * its start (a one-line cut would keep the wrong end of a name written in the
 * other direction).
 */
export const composerField = style({
  flex: 1,
  minInlineSize: 0,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  minBlockSize: vars.space[11],
  paddingInline: vars.space[4],
  paddingBlock: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
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

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const profile = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const banner = style({
  blockSize: '8rem',
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.primarySoft}, ${vars.color.accentSoft})`,
});

export const head = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[4],
  marginBlockStart: `calc(-1 * ${vars.space[16]})`,
  paddingInline: vars.space[4],
});

export const avatar = style({ borderRadius: vars.radius.full, border: `4px solid ${vars.color.bg}`, display: 'inline-flex' });

/** Beside the avatar where a long name still fits its widest word, under it on a phone. */
export const who = style({ flex: '1 1 16rem', minInlineSize: 0 });

export const name = style({ fontSize: vars.fontSize['2xl'], overflowWrap: 'anywhere' });

export const handle = style({ color: vars.color.textMuted });

export const since = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const about = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[1] });

export const aboutTitle = style({ fontSize: vars.fontSize.lg });

export const bio = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });

export const notFound = style({
  textAlign: 'center',
  paddingBlock: vars.space[12],
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  justifyItems: 'center',
});

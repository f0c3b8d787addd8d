import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(0.5rem)' }, to: { opacity: 1, transform: 'none' } });
const settle = keyframes({ from: { transform: 'translateY(0.5rem)' }, to: { transform: 'none' } });

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: vars.space[16],
  background: `radial-gradient(ellipse at top, ${vars.color.primarySoft}, transparent 70%)`,
  '@media': { '(min-width: 768px)': { paddingBlock: vars.space[24] } },
});

export const layer = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
});

export const canvas = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  color: vars.color.primary,
});

export const content = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  gap: vars.space[6],
  textAlign: 'center',
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  paddingInline: vars.space[4],
  paddingBlock: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  animation: `${rise} 500ms ease-out both`,
});

/** The headline is the largest paint, so it only settles into place and is never hidden. */
export const title = style({
  maxInlineSize: '46rem',
  fontSize: vars.fontSize['4xl'],
  letterSpacing: '-0.02em',
  animation: `${settle} 500ms ease-out both`,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['5xl'] } },
});

export const accent = style({ color: vars.color.primary });

/**
 * Hero parts at 300 ms and 600 ms. On a phone the subtitle's lines make it the
 * largest paint, so like the headline it only settles into place and is never hidden.
 */
export const subtitle = style({
  maxInlineSize: '36rem',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  animation: `${settle} 500ms ease-out 300ms both`,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  animation: `${rise} 500ms ease-out 600ms both`,
});

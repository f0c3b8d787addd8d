import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const bell = style({ position: 'relative' });

export const badge = style({
  position: 'absolute',
  insetBlockStart: vars.space[1],
  insetInlineEnd: vars.space[1],
  minInlineSize: '1.25rem',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: vars.fontSize.xs,
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const sheet = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineEnd: 0,
  insetInlineStart: 'auto',
  margin: 0,
  inlineSize: 'min(24rem, 100vw)',
  maxInlineSize: '100vw',
  blockSize: '100dvh',
  maxBlockSize: '100dvh',
  padding: vars.space[6],
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const sheetHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBlockEnd: vars.space[4],
});

export const list = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  inlineSize: '100%',
  padding: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&[data-unread="true"]': { background: vars.color.primarySoft } },
});

export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const empty = style({ color: vars.color.textMuted, paddingBlock: vars.space[8], textAlign: 'center' });

export const sheetTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginBlockEnd: vars.space[4],
  selectors: { '&:empty': { display: 'none' } },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const unreadDot = style({
  display: 'inline-block',
  inlineSize: vars.space[2],
  blockSize: vars.space[2],
  marginInlineEnd: vars.space[2],
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  verticalAlign: 'middle',
});

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const reportForm = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], marginBlockStart: vars.space[4] });

export const reasons = style({ display: 'grid', gap: vars.space[1], margin: 0, padding: 0, border: 0, minInlineSize: 0 });

/** A whole row answers a tap, a fingertip high. */
export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minBlockSize: vars.space[11],
  paddingInline: vars.space[2],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
});

export const details = style({ resize: 'vertical', minBlockSize: '5rem' });

/** A heading or an author line with its "more" menu at the inline end. */
export const headRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], minInlineSize: 0 });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

/** The help for those who cannot read the mailed link: secondary, under a rule. */
export const support = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'start',
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const heading = style({ fontSize: vars.fontSize.md, color: vars.color.text });

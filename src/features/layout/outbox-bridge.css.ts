import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const toast = style({ display: 'grid', gap: vars.space[1] });

/** A link in a toast: tall enough to tap. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.space[11],
  color: vars.color.primary,
  fontWeight: 600,
});

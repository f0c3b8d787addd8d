import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const layout = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[6] });

export const title = style({ fontSize: vars.fontSize['2xl'], lineHeight: vars.lineHeight.tight, overflowWrap: 'anywhere' });

export const notFound = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  textAlign: 'center',
  paddingBlock: vars.space[12],
});

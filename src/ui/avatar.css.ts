import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  background: vars.color.primarySoft,
  color: vars.color.primaryHover,
  fontWeight: 700,
  letterSpacing: '0.02em',
  selectors: { '&[data-initials]::before': { content: 'attr(data-initials)' } },
});

export const sizes = styleVariants({
  sm: { inlineSize: vars.space[8], blockSize: vars.space[8], fontSize: vars.fontSize.xs },
  md: { inlineSize: vars.space[10], blockSize: vars.space[10], fontSize: vars.fontSize.sm },
  lg: { inlineSize: vars.space[20], blockSize: vars.space[20], fontSize: vars.fontSize['2xl'] },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  inlineSize: '1.1em',
  blockSize: '1.1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderBlockStartColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  flexShrink: 0,
});

import { globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  scrollBehavior: 'smooth',
  scrollPaddingBlockStart: vars.space[20],
  WebkitTextSizeAdjust: '100%',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  minBlockSize: '100dvh',
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  // A long word breaks rather than pushing its box wider than the screen.
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, p, ul, ol, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4', { lineHeight: vars.lineHeight.tight, fontWeight: 700 });
globalStyle('img, svg, canvas', { display: 'block', maxInlineSize: '100%' });
// Icons keep their drawn size in a crowded row; the text beside them wraps instead.
globalStyle('svg', { flexShrink: 0 });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.2em' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '1ms !important',
      animationDelay: '0ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
    },
  },
});

import { style } from '@vanilla-extract/css';

/** Hidden from sight, still read by screen readers; as rules, for a style that hides only under a condition. */
export const visuallyHiddenRules = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

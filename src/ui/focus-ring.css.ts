import { vars } from './theme/tokens.css.ts';

/** The ring drawn around a control that stands in for a hidden one (a label for a file input) while that one has keyboard focus. */
export const focusRingRules = { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } as const;

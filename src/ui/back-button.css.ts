import { style } from '@vanilla-extract/css';

/** An arrow is directional: it points the other way in RTL. */
export const icon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

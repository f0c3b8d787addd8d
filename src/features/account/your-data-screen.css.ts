import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const section = style([card, { display: 'grid', gap: vars.space[4], padding: vars.space[5] }]);

export const danger = style({ borderInlineStart: `4px solid ${vars.color.danger}` });

export const heading = style({ fontSize: vars.fontSize.xl });

export const text = style({ margin: 0, color: vars.color.textMuted });

export const status = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], margin: 0 });

export const ready = style({ display: 'grid', gap: vars.space[3] });

export const list = style({ margin: 0, paddingInlineStart: vars.space[5], display: 'grid', gap: vars.space[1], color: vars.color.textMuted });

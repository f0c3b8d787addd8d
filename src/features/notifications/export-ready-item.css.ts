import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { item } from './notification-bell.css.ts';

/** A notification card that is not itself a button: its actions are. */
export const card = style([item, { cursor: 'auto', gap: vars.space[2] }]);

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

import { style } from '@vanilla-extract/css';
import { note as quietNote } from '@/ui/note.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

export const note = style([quietNote, { borderInlineStart: `4px solid ${vars.color.danger}` }]);

export const icon = style({ flexShrink: 0, color: vars.color.danger, marginBlockStart: '0.125rem' });

export const body = style({ display: 'grid', gap: vars.space[1], minInlineSize: 0 });

export const title = style({ margin: 0, fontWeight: 700 });

export const reason = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

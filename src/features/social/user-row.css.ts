import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], paddingBlock: vars.space[2] });

export const names = style({ display: 'grid', flex: 1, minInlineSize: 0 });

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

export const fullName = style({
  ...ellipsis,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const username = style({ ...ellipsis, color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'start', unicodeBidi: 'plaintext' });

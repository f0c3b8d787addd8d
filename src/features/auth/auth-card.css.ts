import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';
import { note as quietNote } from '@/ui/note.css.ts';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
});

export const panel = style([
  card,
  {
    inlineSize: '100%',
    maxInlineSize: '28rem',
    padding: vars.space[6],
    display: 'grid',
    gap: vars.space[6],
    '@media': { '(min-width: 768px)': { padding: vars.space[8] } },
  },
]);

export const wide = style({ maxInlineSize: '36rem' });

export const head = style({ display: 'grid', gap: vars.space[2], textAlign: 'center' });

export const title = style({ fontSize: vars.fontSize['2xl'] });

export const subtitle = style({ color: vars.color.textMuted });

export const form = style({ display: 'grid', gap: vars.space[4] });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { '(min-width: 640px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const row = style({ display: 'flex', justifyContent: 'flex-end' });

export const small = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: 'center' });

export const note = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  fontSize: vars.fontSize.sm,
});

export const offline = style([quietNote, { alignItems: 'center', fontSize: vars.fontSize.sm }]);

/** The server's answer once a form has done its work: it replaces the form. */
export const answer = style({
  display: 'grid',
  gap: vars.space[4],
  justifyItems: 'center',
  textAlign: 'center',
});

export const answerIcon = style({ color: vars.color.accent });

export const answerIconFailed = style({ color: vars.color.danger });

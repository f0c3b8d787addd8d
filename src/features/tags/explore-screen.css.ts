import { style } from '@vanilla-extract/css';
import { note } from '@/ui/note.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

const column = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' } as const;

export const layout = style({ ...column, gap: vars.space[6] });

export const title = style({ fontSize: vars.fontSize['3xl'], margin: 0 });

export const section = style({ ...column, gap: vars.space[3] });

export const sectionTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const posts = style({ ...column, gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: vars.space[11],
  maxInlineSize: '100%',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const chipCount = style({ color: vars.color.textMuted, fontWeight: 400, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });

export const offlineNote = style([note, { alignItems: 'center' }]);

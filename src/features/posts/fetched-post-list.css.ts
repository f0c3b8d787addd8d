import { style } from '@vanilla-extract/css';
import { note } from '@/ui/note.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

export const results = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const offlineNote = style([note, { alignItems: 'center' }]);

export const more = style({ display: 'grid', justifyItems: 'center', paddingBlock: vars.space[4] });

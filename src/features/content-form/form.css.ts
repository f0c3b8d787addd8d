import { globalStyle, style } from '@vanilla-extract/css';
import { note } from '@/ui/note.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';
import { focusRingRules } from '@/ui/focus-ring.css.ts';
import { photoTileRemove } from '@/ui/photo-tile.css.ts';
import { card } from '@/ui/layout.css.ts';

export const formCard = style([card, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], padding: vars.space[5] }]);

export const heading = style({ fontSize: vars.fontSize['2xl'] });

export const progress = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const bar = style({ flex: 1, blockSize: vars.space[2], accentColor: vars.color.primary });

export const percent = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const offline = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const alert = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: 500 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], justifyContent: 'space-between' });

export const danger = style({ color: vars.color.danger, borderColor: vars.color.danger });

/** The quiet "Draft saved" line, with the button that throws the draft away at the end of the line. */
export const draftRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] });

export const draftStatus = style({ margin: 0, minBlockSize: '1.5em', fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pickButton = style({ justifySelf: 'start' });

export const hiddenInput = style({
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  opacity: 0,
  overflow: 'hidden',
});

/** Each photo beside its description; the photo above it on a narrow screen. */
export const photoEntries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[4] });

export const photoEntry = style({
  display: 'grid',
  gridTemplateColumns: '6.5rem minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space[3],
  '@media': { '(max-width: 22rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const photoEntryThumb = style({ inlineSize: '6.5rem' });

export const altReminder = style([note, { fontSize: vars.fontSize.sm }]);

export const altReminderIcon = style({ flexShrink: 0, marginBlockStart: '0.1rem' });

export const remove = style([photoTileRemove, { insetBlockStart: vars.space[1], insetInlineEnd: vars.space[1] }]);

globalStyle(`${hiddenInput}:focus-visible + label`, focusRingRules);

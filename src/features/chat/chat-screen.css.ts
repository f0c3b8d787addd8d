import { style } from '@vanilla-extract/css';
import { container, card } from '@/ui/layout.css.ts';
import { control } from '@/ui/form/field.css.ts';
import { vars } from '@/ui/theme/tokens.css.ts';

const wide = '(min-width: 768px)';

export const page = style([container, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], paddingBlock: vars.space[6] }]);

export const title = style({ fontSize: vars.fontSize['2xl'], margin: 0 });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  alignItems: 'start',
  '@media': { [wide]: { gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)' } },
});

export const panel = style([
  card,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[4], minInlineSize: 0 },
]);

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });

/** The list is at most 300 px high on small screens. */
export const people = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxBlockSize: '300px',
  overflowY: 'auto',
  '@media': { [wide]: { maxBlockSize: '32rem' } },
});

export const person = style({
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  selectors: { '&[aria-current="true"]': { background: vars.color.primarySoft } },
});

/** The Message button's text: hidden (still its name) where the row is narrow, as the Follow button's. */
export { actionLabel as wideText } from '@/features/social/user-row.css.ts';

export const prompt = style([
  card,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[2], padding: vars.space[8], textAlign: 'center' },
]);

export const promptTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const conversation = style([
  card,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[4], minInlineSize: 0 },
]);

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  margin: 0,
  padding: vars.space[2],
  listStyle: 'none',
  blockSize: 'min(60dvh, 36rem)',
  minBlockSize: '16rem',
  overflowY: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const older = style({ alignSelf: 'center' });

export const message = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[1],
  maxInlineSize: '85%',
  alignSelf: 'flex-start',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-own="true"]': { alignSelf: 'flex-end', background: vars.color.primarySoft },
    // Not faded: a faded bubble's muted "Sending…" falls below readable contrast. The label says it; the border hints it.
    '&[data-pending="true"]': { borderStyle: 'dashed' },
  },
});

export const author = style({ fontSize: vars.fontSize.sm, fontWeight: 700 });

export const content = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', unicodeBidi: 'plaintext' });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const composer = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space[2] });

export const input = style([control, { flex: 1, resize: 'vertical', minBlockSize: vars.space[12], maxBlockSize: '10rem' }]);

/** The arrow points the way text runs. */
export const sendIcon = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const side = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[4], minInlineSize: 0 });

export const notice = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'start',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

/** A long name must wrap rather than push the page sideways. */
export const noticeLink = style({ whiteSpace: 'normal', maxInlineSize: '100%', overflowWrap: 'anywhere', textAlign: 'start' });

import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { card } from '@/ui/layout.css.ts';

export const section = style({ paddingBlock: vars.space[16], display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[8] });

export const sectionHead = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[3],
  textAlign: 'center',
  justifyItems: 'center',
});

export const sectionTitle = style({ fontSize: vars.fontSize['3xl'], '@media': { '(min-width: 768px)': { fontSize: vars.fontSize['4xl'] } } });

export const sectionLead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxInlineSize: '36rem' });

/** 1, 2 or 3 columns by width. */
export const postGrid = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 1024px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const center = style({ display: 'flex', justifyContent: 'center' });

export const muted = style({ background: vars.color.surfaceMuted });

export const featureGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  '@media': {
    '(min-width: 640px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 1024px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const featureCard = style([
  card,
  { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space[3], padding: vars.space[6], alignContent: 'start', blockSize: '100%' },
]);

export const featureTitle = style({ fontSize: vars.fontSize.lg });

export const cta = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  justifyItems: 'center',
  gap: vars.space[4],
  padding: vars.space[10],
  borderRadius: vars.radius.lg,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.primaryHover})`,
  color: vars.color.onPrimary,
  textAlign: 'center',
});

export const ctaButton = style({
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&:hover': { background: vars.color.bg } },
});

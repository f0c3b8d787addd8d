import { style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';

export const header = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 50,
  blockSize: vars.space[16],
  background: `color-mix(in srgb, ${vars.color.bg} 88%, transparent)`,
  backdropFilter: 'blur(10px)',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  blockSize: '100%',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: vars.space[11],
  marginInlineEnd: 'auto',
  color: vars.color.text,
  fontWeight: 800,
  fontSize: vars.fontSize.xl,
  textDecoration: 'none',
});

export const brandMark = style({ color: vars.color.primary });

/** The name beside the paw: dropped on the narrowest phones so every control of a signed-in header fits (the link keeps its name). */
export const brandText = style({ '@media': { '(max-width: 359.98px)': { display: 'none' } } });

/** Below 768 px the language button shows only its icon, so it needs no side padding. */
export const languageButton = style({
  '@media': { '(max-width: 767.98px)': { selectors: { [`${bar} &`]: { paddingInline: 0 } } } },
});

export const wideOnly = style({
  display: 'none',
  '@media': { '(min-width: 768px)': { display: 'inline-flex' } },
});

export const narrowOnly = style({
  '@media': { '(min-width: 768px)': { display: 'none' } },
});

export const navLink = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space[2],
  minBlockSize: vars.space[11],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.full,
  color: vars.color.text,
  fontWeight: 500,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-status="active"], &[aria-current="page"]': { color: vars.color.primary, background: vars.color.primarySoft },
  },
});

/** The Donate placeholder: shown only where the header has room for it. */
/** A main link kept off phone widths, where the header has no room left; the avatar menu leads there too. */
export const wideNavLink = style([navLink, { '@media': { '(max-width: 767.98px)': { display: 'none' } } }]);

export const disabledLink = style([
  navLink,
  {
    color: vars.color.textMuted,
    cursor: 'not-allowed',
    selectors: { '&:hover': { background: 'transparent' } },
    '@media': { '(max-width: 767.98px)': { display: 'none' } },
  },
]);

export const mobilePanel = style({
  position: 'absolute',
  insetBlockStart: '100%',
  insetInline: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[2],
  padding: vars.space[4],
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  boxShadow: `0 12px 24px -12px ${vars.color.shadow}`,
});

/** Text that is read by screen readers everywhere but shown only on wide screens. */
export const wideText = style({
  '@media': {
    '(max-width: 767.98px)': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

/** As large as the bell's button, which takes its place. */
export const bellPlace = style({ flexShrink: 0, inlineSize: vars.space[11], blockSize: vars.space[11] });

import { createGlobalThemeContract, globalFontFace, globalStyle } from '@vanilla-extract/css';

/** One spacing scale in units of 0.25rem: space[16] is 16 units (4rem). */
const spaceScale = {
  0: '0',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  11: '2.75rem',
  12: '3rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
} as const;

/** One type scale (about 1.2 ratio). */
const fontSizeScale = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
  '5xl': '3rem',
} as const;

const colorNames = [
  'bg',
  'surface',
  'surfaceMuted',
  'text',
  'textMuted',
  'border',
  'primary',
  'primaryHover',
  'onPrimary',
  'primarySoft',
  'accent',
  'accentSoft',
  'danger',
  'onDanger',
  'focus',
  'overlay',
  'shadow',
] as const;
type ColorName = (typeof colorNames)[number];

const contract = {
  color: Object.fromEntries(colorNames.map((name) => [name, `color-${name}`])) as Record<ColorName, string>,
  space: Object.fromEntries(Object.keys(spaceScale).map((k) => [k, `space-${k}`])) as Record<keyof typeof spaceScale, string>,
  fontSize: Object.fromEntries(Object.keys(fontSizeScale).map((k) => [k, `font-size-${k}`])) as Record<keyof typeof fontSizeScale, string>,
  radius: { sm: 'radius-sm', md: 'radius-md', lg: 'radius-lg', full: 'radius-full' },
  font: { body: 'font-body' },
  lineHeight: { tight: 'line-height-tight', normal: 'line-height-normal' },
  duration: { fast: 'duration-fast', normal: 'duration-normal' },
};

export const vars = createGlobalThemeContract(contract, (value) => `pp-${value}`);

const light: Record<ColorName, string> = {
  bg: '#fffaf5',
  surface: '#ffffff',
  surfaceMuted: '#f7efe7',
  text: '#2b211c',
  textMuted: '#66564d',
  border: '#e7d9cc',
  primary: '#b93f0b',
  primaryHover: '#963209',
  onPrimary: '#ffffff',
  primarySoft: '#fde9dc',
  accent: '#0f6b63',
  accentSoft: '#dcf1ee',
  danger: '#b42318',
  onDanger: '#ffffff',
  focus: '#2563eb',
  overlay: 'rgba(43, 33, 28, 0.45)',
  shadow: 'rgba(92, 60, 40, 0.12)',
};

const dark: Record<ColorName, string> = {
  bg: '#1b1613',
  surface: '#26201b',
  surfaceMuted: '#312822',
  text: '#f6ede6',
  textMuted: '#c9b8ac',
  border: '#43372f',
  primary: '#fb9a5b',
  primaryHover: '#fdb789',
  onPrimary: '#1b1613',
  primarySoft: '#4a2a18',
  accent: '#5fd0c3',
  accentSoft: '#163a36',
  danger: '#ff8a80',
  onDanger: '#1b1613',
  focus: '#93b4ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
  shadow: 'rgba(0, 0, 0, 0.4)',
};

const colorVars = (palette: Record<ColorName, string>) => Object.fromEntries(colorNames.map((name) => [vars.color[name], palette[name]]));

/**
 * A local Arial (or its metric twin Liberation Sans) scaled to Inter's measures: text drawn
 * before Inter arrives takes the same room, so the swap moves nothing below it.
 */
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('Liberation Sans'), local('ArialMT')",
  sizeAdjust: '107.4%',
  ascentOverride: '90.2%',
  descentOverride: '22.48%',
  lineGapOverride: '0%',
});

globalStyle(':root', {
  vars: {
    ...colorVars(light),
    ...Object.fromEntries(Object.entries(spaceScale).map(([k, v]) => [vars.space[k as unknown as keyof typeof spaceScale], v])),
    ...Object.fromEntries(Object.entries(fontSizeScale).map(([k, v]) => [vars.fontSize[k as keyof typeof fontSizeScale], v])),
    [vars.radius.sm]: '0.375rem',
    [vars.radius.md]: '0.75rem',
    [vars.radius.lg]: '1.25rem',
    [vars.radius.full]: '9999px',
    // One web font per language, so a page never downloads the other language's font: a word in
    // the other script (the language switch's "العربية") is drawn with a system font.
    [vars.font.body]: "'Inter Variable', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
    [vars.lineHeight.tight]: '1.2',
    [vars.lineHeight.normal]: '1.6',
    [vars.duration.fast]: '150ms',
    [vars.duration.normal]: '300ms',
  },
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: colorVars(dark) },
  },
});

globalStyle('html[lang="ar"]', {
  vars: {
    [vars.font.body]: "'Noto Sans Arabic Variable', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
});

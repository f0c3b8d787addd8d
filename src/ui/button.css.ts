import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minBlockSize: vars.space[11],
  minInlineSize: vars.space[11],
  paddingInline: vars.space[5],
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    '&:active:not(:disabled)': { transform: 'translateY(1px)' },
  },
});

export const variants = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.primaryHover } },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: { '&:hover:not(:disabled)': { borderColor: vars.color.primary } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
  },
  icon: {
    background: 'transparent',
    color: vars.color.text,
    paddingInline: 0,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceMuted } },
  },
});

export const block = style({ inlineSize: '100%' });

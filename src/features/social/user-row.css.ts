import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '@/ui/theme/tokens.css.ts';
import { visuallyHiddenRules } from '@/ui/visually-hidden.css.ts';

const rowContainer = createContainer();

/** The row is a size container, so its action can turn compact where the row is narrow, whatever the screen. */
export const row = style({
  containerName: rowContainer,
  containerType: 'inline-size',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[2],
});

export const names = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', flex: 1, minInlineSize: 0 });

/** A long name wraps onto a second line rather than being cut to a few letters. */
export const fullName = style({
  color: vars.color.text,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  selectors: { '&:hover': { textDecoration: 'underline' } },
  '@container': { [`${rowContainer} (max-width: 20rem)`]: { fontSize: vars.fontSize.sm } },
});

export const username = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'start',
  unicodeBidi: 'plaintext',
});

/** An action's text in a narrow row: still its accessible name, but the button shows only its icon. */
export const actionLabel = style({
  '@container': {
    [`${rowContainer} (max-width: 20rem)`]: visuallyHiddenRules,
  },
});

/** A loading row's avatar: a round place as large as the avatar. */
export const skeletonAvatar = style({
  flexShrink: 0,
  inlineSize: vars.space[10],
  blockSize: vars.space[10],
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const skeletonNames = style([names, { gap: vars.space[2] }]);

import { style } from '@vanilla-extract/css';
import { vars } from './theme/tokens.css.ts';
import { roundIconButton } from './round-icon-button.css.ts';

/** A square photo in a grid of photos (a pet's gallery, a post's images while editing). */
export const photoTile = style({
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
});

export const photoTileImage = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' });

/** The round button over a photo's corner that removes it; its user sets how far from the corner. */
export const photoTileRemove = style([roundIconButton, { position: 'absolute', background: vars.color.overlay, color: '#fff' }]);

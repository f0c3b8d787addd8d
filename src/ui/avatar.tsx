import { useState } from 'react';
import * as css from './avatar.css.ts';
import { avatarInitials } from './avatar-initials.ts';

interface AvatarProps {
  src?: string | null;
  username?: string | null;
  size?: keyof typeof css.sizes;
  /** The photo's description, where the avatar is the person's photo on their own page; elsewhere it is decorative. */
  alt?: string;
}

/**
 * The user's image, else initials; decorative (the name is always shown beside it) unless `alt` is given.
 * Initials are drawn with CSS so a button holding an avatar is named by its label alone.
 */
export function Avatar({ src, username, size = 'md', alt }: AvatarProps) {
  // A new source (a new avatar) is tried afresh.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = Boolean(src) && src !== failedSrc;
  return (
    <span
      className={`${css.avatar} ${css.sizes[size]}`}
      aria-hidden={shown && alt ? undefined : true}
      data-initials={shown ? undefined : avatarInitials(username)}
    >
      {src && shown ? <img className={css.image} src={src} alt={alt ?? ''} onError={() => setFailedSrc(src)} /> : null}
    </span>
  );
}

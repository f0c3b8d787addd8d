import { useState } from 'react';
import * as css from './avatar.css.ts';
import { avatarInitials } from './avatar-initials.ts';

interface AvatarProps {
  src?: string | null;
  username?: string | null;
  size?: keyof typeof css.sizes;
}

/**
 * The user's image, else initials; decorative because the name is always shown beside it.
 * Initials are drawn with CSS so a button holding an avatar is named by its label alone.
 */
export function Avatar({ src, username, size = 'md' }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`${css.avatar} ${css.sizes[size]}`} aria-hidden="true" data-initials={src && !failed ? undefined : avatarInitials(username)}>
      {src && !failed ? <img className={css.image} src={src} alt="" onError={() => setFailed(true)} /> : null}
    </span>
  );
}

import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus } from 'lucide-react';
import type { SessionUser } from '@/contract/entities.ts';
import { Avatar } from '@/ui/avatar.tsx';
import * as css from './feed-parts.css.ts';

/** Read-only composer: it only opens /add-post. */
export function Composer({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const name = user.fullName;
  return (
    <div className={css.composer}>
      <span className={css.composerAvatar}>
        <Avatar src={user.avatar} username={user.username} />
      </span>
      <Link to="/add-post" className={css.composerField}>
        {t`What's on your mind, ${name}?`}
      </Link>
      <Link to="/add-post" className={css.composerIcon} aria-label={t`Create post`}>
        <ImagePlus size={20} aria-hidden="true" />
      </Link>
    </div>
  );
}

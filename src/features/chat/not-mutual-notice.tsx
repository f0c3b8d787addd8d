import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { UserPlus } from 'lucide-react';
import { buttonClass } from '@/ui/button.tsx';
import * as css from './chat-screen.css.ts';

/** In place of the composer when the two do not follow each other: why, and the way to change it. */
export function NotMutualNotice({ partnerId, name }: { partnerId: string; name: string }) {
  return (
    <div className={css.notice} role="note">
      <p className={css.muted}>
        <Trans>
          You can only message people who follow you and whom you follow. You and <bdi>{name}</bdi> don't follow each other yet.
        </Trans>
      </p>
      <Link to="/profile/$userId" params={{ userId: partnerId }} className={`${buttonClass('secondary')} ${css.noticeLink}`}>
        <UserPlus size={18} aria-hidden="true" />
        <Trans>Go to {name}'s profile</Trans>
      </Link>
    </div>
  );
}

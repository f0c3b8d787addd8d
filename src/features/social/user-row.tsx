import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { PublicUser } from '@/contract/entities.ts';
import { Avatar } from '@/ui/avatar.tsx';
import * as css from './user-row.css.ts';

/** Avatar, full name (to the profile) and @username, with an action at the end of the row. */
export function UserRow({ user, action }: { user: Pick<PublicUser, '_id' | 'fullName' | 'username' | 'avatar'>; action?: ReactNode }) {
  return (
    <div className={css.row}>
      <Avatar src={user.avatar} username={user.username} />
      <div className={css.names}>
        <Link to="/profile/$userId" params={{ userId: user._id }} className={css.fullName}>
          <bdi>{user.fullName}</bdi>
        </Link>
        <span className={css.username} dir="ltr">
          @{user.username}
        </span>
      </div>
      {action}
    </div>
  );
}

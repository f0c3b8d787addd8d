import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Pencil } from 'lucide-react';
import type { ShownSelf } from '@/data/own-profile.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { Button } from '@/ui/button.tsx';
import { card } from '@/ui/layout.css.ts';
import { WaitingMark } from '@/ui/waiting-mark.tsx';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { useAvatarAlt } from '@/features/profile/use-avatar-alt.ts';
import * as css from './profile-card.css.ts';

/** Avatar, name, @username and bio, with an edit toggle. */
export function ProfileCard({ user }: { user: ShownSelf }) {
  const { t } = useLingui();
  const avatarAlt = useAvatarAlt();
  const [editing, setEditing] = useState(false);
  return (
    <section className={`${card} ${css.card}`} aria-label={t`Your profile`}>
      <div className={css.head}>
        <Avatar src={user.avatar} username={user.username} size="lg" alt={avatarAlt(user)} />
        <div className={css.who}>
          <h2 className={css.name}>
            <bdi>{user.fullName}</bdi>
          </h2>
          <p className={css.handle}>
            <span dir="ltr">@{user.username}</span>
          </p>
          {user.profileWaiting ? <WaitingMark /> : null}
        </div>
        <Button variant="secondary" aria-expanded={editing} onClick={() => setEditing((value) => !value)}>
          <Pencil size={16} aria-hidden="true" />
          {editing ? t`Cancel` : t`Edit profile`}
        </Button>
      </div>
      {editing ? (
        <ProfileEditForm user={user} onDone={() => setEditing(false)} />
      ) : user.bio ? (
        <p className={css.bio} dir="auto">
          {user.bio}
        </p>
      ) : null}
    </section>
  );
}

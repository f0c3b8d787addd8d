import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '@/data/session.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { buttonClass } from '@/ui/button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import * as css from './dashboard-screen.css.ts';

/** The signed-in user's card; pets and posts tabs arrive with the pets and posts issue. */
export function DashboardScreen() {
  const { t } = useLingui();
  const user = useSession();
  if (!user) return null;
  return (
    <div className={`${narrow} ${page}`}>
      <h1 className={css.title}>{t`Dashboard`}</h1>
      <section className={css.profile} aria-label={t`Your profile`}>
        <Avatar src={user.avatar} username={user.username} size="lg" />
        <h2 className={css.name}>{user.fullName}</h2>
        <p className={css.handle} dir="ltr">
          @{user.username}
        </p>
        {user.bio ? <p>{user.bio}</p> : null}
        <div className={css.actions}>
          <Link to="/my_profile" className={buttonClass('primary')}>
            <Trans>View profile</Trans>
          </Link>
          <Link to="/update_password" className={buttonClass('secondary')}>
            <Trans>Update password</Trans>
          </Link>
        </div>
      </section>
    </div>
  );
}

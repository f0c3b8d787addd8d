import { lazy, Suspense, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AtSign,
  Compass,
  Ban,
  FileArchive,
  KeyRound,
  LayoutDashboard,
  LogOut,
  MessageCircle,
  MonitorSmartphone,
  Search,
  ShieldCheck,
  UserRound,
} from 'lucide-react';
import toast from 'react-hot-toast';
import type { SessionUser } from '@/contract/entities.ts';
import { logOut } from '@/data/auth.ts';
import { countChanges } from '@/data/changes.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { MenuLink } from './menu-link.tsx';
import * as menuCss from '@/ui/menu/menu.css.ts';
import { useMenu } from '@/ui/menu/use-menu.ts';
import * as css from './avatar-menu.css.ts';

// Both read IndexedDB: loaded apart so the header's chunk stays small.
const FailedChangesMenuItem = lazy(() => import('@/features/changes/failed-changes-menu-item.tsx'));
const SignOutDialog = lazy(() => import('@/features/changes/sign-out-dialog.tsx'));

/** Profile, Dashboard, Messages, Search, Explore, Moderation (moderators only), Blocked and muted, Update password, Change email, Signed-in devices, Your data, Logout. */
export function AvatarMenu({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { open, toggle, close, onMenuKey, wrap, trigger } = useMenu();
  const [askingSignOut, setAskingSignOut] = useState(false);

  const signOut = async () => {
    await logOut();
    toast.success(t`You have been logged out.`);
    await navigate({ to: '/login' });
  };

  /** Changes still waiting to be sent: ask first (wait for them, or discard them). */
  const onLogout = async () => {
    close(false);
    const { waiting } = await countChanges(user._id).catch(() => ({ waiting: 0 }));
    if (waiting > 0) setAskingSignOut(true);
    else await signOut();
  };

  return (
    <div className={css.wrap} ref={wrap}>
      <button
        ref={trigger}
        type="button"
        className={css.trigger}
        aria-label={t`Account menu`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={toggle}
      >
        <Avatar src={user.avatar} username={user.username} size="sm" />
      </button>
      {open ? (
        <div className={menuCss.menu}>
          <p className={css.who}>
            <bdi className={css.whoName}>{user.fullName}</bdi>
            <span className={css.whoHandle} dir="ltr">
              @{user.username}
            </span>
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA in HTML allows role menu on a list, and its items carry role menuitem. */}
          <ul className={menuCss.list} role="menu" aria-label={t`Account menu`} onKeyDown={onMenuKey}>
            <MenuLink to="/my_profile" icon={UserRound} onClick={() => close(false)}>
              <Trans>Profile</Trans>
            </MenuLink>
            <MenuLink to="/dashboard" icon={LayoutDashboard} onClick={() => close(false)}>
              <Trans>Dashboard</Trans>
            </MenuLink>
            <MenuLink to="/chats" icon={MessageCircle} onClick={() => close(false)}>
              <Trans>Messages</Trans>
            </MenuLink>
            <MenuLink to="/search" icon={Search} onClick={() => close(false)}>
              <Trans context="link to the search screen">Search</Trans>
            </MenuLink>
            <MenuLink to="/explore" icon={Compass} onClick={() => close(false)}>
              <Trans context="link to the explore screen">Explore</Trans>
            </MenuLink>
            {user.isModerator ? (
              <MenuLink to="/moderation" icon={ShieldCheck} onClick={() => close(false)}>
                <Trans>Moderation</Trans>
              </MenuLink>
            ) : null}
            <Suspense fallback={null}>
              <FailedChangesMenuItem userId={user._id} className={menuCss.item} onNavigate={() => close(false)} />
            </Suspense>
            <MenuLink to="/blocked" icon={Ban} onClick={() => close(false)}>
              <Trans>Blocked and muted</Trans>
            </MenuLink>
            <MenuLink to="/update_password" icon={KeyRound} onClick={() => close(false)}>
              <Trans>Update password</Trans>
            </MenuLink>
            <MenuLink to="/change-email" icon={AtSign} onClick={() => close(false)}>
              <Trans>Change email</Trans>
            </MenuLink>
            <MenuLink to="/sessions" icon={MonitorSmartphone} onClick={() => close(false)}>
              <Trans>Signed-in devices</Trans>
            </MenuLink>
            <MenuLink to="/your-data" icon={FileArchive} onClick={() => close(false)}>
              <Trans>Your data</Trans>
            </MenuLink>
            <li role="presentation">
              <button type="button" role="menuitem" className={menuCss.item} onClick={onLogout}>
                <LogOut size={18} aria-hidden="true" />
                <Trans>Logout</Trans>
              </button>
            </li>
          </ul>
        </div>
      ) : null}
      {askingSignOut ? (
        <Suspense fallback={null}>
          <SignOutDialog
            userId={user._id}
            onSignOut={() => {
              setAskingSignOut(false);
              void signOut();
            }}
            onCancel={() => {
              setAskingSignOut(false);
              trigger.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

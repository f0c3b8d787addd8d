import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutDashboard, Plus } from 'lucide-react';
import type { SessionUser } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { useRemote } from '@/data/remote-status.ts';
import { syncUserPets, useUserPets } from '@/data/pets.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { buttonClass } from '@/ui/button.tsx';
import { PetChip } from '@/features/pets/pet-chip.tsx';
import * as css from './feed-parts.css.ts';

/** Left column: user card, dashboard link, up to 3 own pets, add pet. */
export function FeedSidebar({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const pets = useUserPets(user._id);
  useRemote(`pets:${user._id}`, () => syncUserPets(user._id));
  return (
    <>
      <div className={css.panel}>
        <div className={css.userCard}>
          <Avatar src={user.avatar} username={user.username} size="lg" />
          <div className={css.who}>
            <Link to="/my_profile" className={css.userName}>
              <bdi>{user.fullName}</bdi>
            </Link>
            <span className={css.handle}>
              <span dir="ltr">@{user.username}</span>
            </span>
          </div>
        </div>
        <Link to="/dashboard" className={buttonClass('secondary', true)}>
          <LayoutDashboard size={18} aria-hidden="true" />
          <Trans>Dashboard</Trans>
        </Link>
      </div>
      <div className={css.panel}>
        <h2 className={css.panelTitle}>{t`My pets`}</h2>
        {pets && pets.length > 0 ? (
          <ul className={css.petList}>
            {pets.slice(0, limits.feedSidebarPets).map((pet) => (
              <li key={pet._id}>
                <PetChip pet={pet} />
              </li>
            ))}
          </ul>
        ) : pets ? (
          <p className={css.muted}>{t`No pets yet`}</p>
        ) : null}
        <Link to="/add-pet" className={buttonClass('primary', true)}>
          <Plus size={18} aria-hidden="true" />
          <Trans>Add pet</Trans>
        </Link>
      </div>
    </>
  );
}

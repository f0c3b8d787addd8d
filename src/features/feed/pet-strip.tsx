import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutDashboard, Plus } from 'lucide-react';
import type { Pet, SessionUser } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { useRemote } from '@/data/remote-status.ts';
import { syncUserPets, useUserPets } from '@/data/pets.ts';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { WaitingMark } from '@/ui/waiting-mark.tsx';
import { small } from '@/features/posts/image-size.ts';
import { petPhoto, useWaitingPet } from '@/features/pets/use-waiting-pet.ts';
import * as css from './pet-strip.css.ts';

/**
 * The feed's left column laid out for a phone: Add pet and the own pets as a
 * row of round tiles, with the way to the dashboard.
 */
export function PetStrip({ user }: { user: SessionUser }) {
  const { t } = useLingui();
  const pets = useUserPets(user._id);
  useRemote(`pets:${user._id}`, () => syncUserPets(user._id));
  return (
    <>
      <div className={css.head}>
        <h2 className={css.title}>{t`My pets`}</h2>
        <Link to="/dashboard" className={css.headLink}>
          <LayoutDashboard size={16} aria-hidden="true" />
          <Trans>Dashboard</Trans>
        </Link>
      </div>
      <div className={css.row}>
        {/* Add pet comes first: the pets, known later, are drawn after it and move nothing. */}
        <ul className={css.list}>
          <li>
            <Link to="/add-pet" className={css.tile}>
              <span className={css.add} aria-hidden="true">
                <Plus size={24} />
              </span>
              <span className={css.label}>
                <Trans>Add pet</Trans>
              </span>
            </Link>
          </li>
          {pets?.slice(0, limits.feedSidebarPets).map((pet) => (
            <PetTile key={pet._id} pet={pet} />
          ))}
        </ul>
        {/* Beside the row rather than above it, for the same reason. */}
        {pets && pets.length === 0 ? <p className={css.empty}>{t`No pets yet`}</p> : null}
      </div>
    </>
  );
}

/** One pet's round tile; one added offline shows its photo from the device, marked on the corner until sent. */
function PetTile({ pet }: { pet: Pet }) {
  const waiting = useWaitingPet(pet);
  return (
    <li data-waiting={waiting ? 'true' : undefined}>
      <Link to="/pets/$petId" params={{ petId: pet._id }} className={css.tile}>
        <span className={css.thumbBox}>
          <FallbackImage className={css.thumb} src={petPhoto(pet, waiting, small).src} alt="" width={64} height={64} />
          {waiting ? <WaitingMark badge /> : null}
        </span>
        <span className={css.label} dir="auto">
          {pet.name}
        </span>
      </Link>
    </li>
  );
}

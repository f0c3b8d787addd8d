import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Pet } from '@/contract/entities.ts';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { WaitingMark } from '@/ui/waiting-mark.tsx';
import { small } from '@/features/posts/image-size.ts';
import { usePetTypeLabel } from './pet-type-label.ts';
import { petPhoto, useWaitingPet } from './use-waiting-pet.ts';
import * as css from './pet-grid.css.ts';

/** Pet cards in a grid: photo, name, type and age, each opening the pet. */
export function PetGrid({ pets }: { pets: Pet[] | undefined }) {
  if (pets === undefined) return <Skeleton blockSize="12rem" />;
  return (
    <ul className={css.grid}>
      {pets.map((pet) => (
        <PetCard key={pet._id} pet={pet} />
      ))}
    </ul>
  );
}

/** A pet added offline and not yet sent shows its photo from the device and a quiet mark. */
function PetCard({ pet }: { pet: Pet }) {
  const { t } = useLingui();
  const typeLabel = usePetTypeLabel();
  const waiting = useWaitingPet(pet);
  const photo = petPhoto(pet, waiting, small);
  const age = pet.age;
  return (
    <li data-testid="pet-card" data-waiting={waiting ? 'true' : undefined}>
      <Link to="/pets/$petId" params={{ petId: pet._id }} className={css.card}>
        <FallbackImage className={css.photo} src={photo.src} alt={photo.alt} loading="lazy" />
        <span className={css.name}>
          <bdi>{pet.name}</bdi>
        </span>
        <span className={css.meta}>
          {typeLabel(pet.type)} · {t`${age} months`}
        </span>
        {waiting ? (
          <span className={css.waiting}>
            <WaitingMark />
          </span>
        ) : null}
      </Link>
    </li>
  );
}

import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Pet } from '@/contract/entities.ts';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { small } from '@/features/posts/image-size.ts';
import { usePetTypeLabel } from './pet-type-label.ts';
import * as css from './pet-grid.css.ts';

/** Pet cards in a grid: photo, name, type and age, each opening the pet. */
export function PetGrid({ pets }: { pets: Pet[] | undefined }) {
  const { t } = useLingui();
  const typeLabel = usePetTypeLabel();
  if (pets === undefined) return <Skeleton blockSize="12rem" />;
  return (
    <ul className={css.grid}>
      {pets.map((pet) => {
        const age = pet.age;
        return (
          <li key={pet._id} data-testid="pet-card">
            <Link to="/pets/$petId" params={{ petId: pet._id }} className={css.card}>
              <FallbackImage className={css.photo} src={pet.image ? small(pet.image) : undefined} alt={pet.alt?.trim() ?? ''} loading="lazy" />
              <span className={css.name}>
                <bdi>{pet.name}</bdi>
              </span>
              <span className={css.meta}>
                {typeLabel(pet.type)} · {t`${age} months`}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

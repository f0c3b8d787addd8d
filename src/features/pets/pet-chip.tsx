import { Link } from '@tanstack/react-router';
import type { Pet } from '@/contract/entities.ts';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { WaitingMark } from '@/ui/waiting-mark.tsx';
import { small } from '@/features/posts/image-size.ts';
import { usePetTypeLabel } from './pet-type-label.ts';
import { petPhoto, useWaitingPet } from './use-waiting-pet.ts';
import * as css from './pet-chip.css.ts';

/** A pet in a short list: thumbnail, name and type, linking to the pet; one added offline is marked until sent. */
export function PetChip({ pet }: { pet: Pet }) {
  const typeLabel = usePetTypeLabel();
  const waiting = useWaitingPet(pet);
  return (
    <Link to="/pets/$petId" params={{ petId: pet._id }} className={css.chip} data-waiting={waiting ? 'true' : undefined}>
      <FallbackImage className={css.thumb} src={petPhoto(pet, waiting, small).src} alt="" width={40} height={40} />
      <span className={css.text}>
        <span className={css.name}>
          <bdi>{pet.name}</bdi>
        </span>
        <span className={css.type}>{typeLabel(pet.type)}</span>
        {waiting ? <WaitingMark /> : null}
      </span>
    </Link>
  );
}

import { Link } from '@tanstack/react-router';
import type { PetTag as PetTagValue } from '@/contract/entities.ts';
import { PawIcon } from '@/ui/paw-icon.tsx';
import * as css from './post-card.css.ts';

/** The post's tagged pet, after the title with the paw mark. */
export function PetTag({ pet }: { pet: PetTagValue }) {
  return (
    <Link to="/pets/$petId" params={{ petId: pet._id }} className={css.pet}>
      <PawIcon size={16} />
      <bdi>{pet.name}</bdi>
    </Link>
  );
}

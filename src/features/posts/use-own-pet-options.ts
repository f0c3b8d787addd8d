import { syncUserPets, useUserPets } from '@/data/pets.ts';
import { useRemote } from '@/data/remote-status.ts';

/** The signed-in user's pets as options of the pet tag select. */
export function useOwnPetOptions(userId: string) {
  const pets = useUserPets(userId);
  useRemote(`pets:${userId}`, () => syncUserPets(userId));
  return (pets ?? []).map((pet) => ({ value: pet._id, label: pet.name }));
}

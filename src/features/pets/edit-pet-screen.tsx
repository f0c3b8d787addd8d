import { useLingui } from '@lingui/react/macro';
import { syncPet, usePet } from '@/data/pets.ts';
import { OwnerEditPage } from '@/features/posts/owner-edit-page.tsx';
import { EditPetForm } from './edit-pet-form.tsx';

export function EditPetScreen({ petId }: { petId: string }) {
  const { t } = useLingui();
  const pet = usePet(petId);
  return (
    <OwnerEditPage
      title={t`Edit pet`}
      remoteKey={`pet:${petId}`}
      sync={() => syncPet(petId)}
      ownerId={pet?.user}
      notFound={t`Pet not found`}
      forbidden={t`You don't have permission to edit this pet`}
      form={() => (pet ? <EditPetForm key={pet._id} pet={pet} /> : null)}
    />
  );
}

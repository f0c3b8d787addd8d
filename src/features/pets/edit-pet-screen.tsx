import { useLingui } from '@lingui/react/macro';
import { syncPet, usePet } from '@/data/pets.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { PostCardSkeleton } from '@/features/posts/post-card-skeleton.tsx';
import { useOwnerGuard } from '@/features/posts/use-owner-guard.ts';
import { EditPetForm } from './edit-pet-form.tsx';

export function EditPetScreen({ petId }: { petId: string }) {
  const { t } = useLingui();
  const me = useSession();
  const pet = usePet(petId);
  const status = useRemote(`pet:${petId}`, () => syncPet(petId));
  useDocumentTitle(t`Edit pet`);
  const allowed = useOwnerGuard({
    ownerId: pet?.user,
    userId: me?._id,
    status,
    notFound: t`Pet not found`,
    forbidden: t`You don't have permission to edit this pet`,
  });
  return (
    <div className={`${narrow} ${page}`}>
      <BackButton />
      {pet && allowed ? <EditPetForm key={pet._id} pet={pet} /> : <PostCardSkeleton />}
    </div>
  );
}

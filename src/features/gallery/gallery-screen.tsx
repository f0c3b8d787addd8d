import { useLingui } from '@lingui/react/macro';
import { syncPet, usePet } from '@/data/pets.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { container, page, pageTitle } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { GalleryGrid } from './gallery-grid.tsx';
import * as css from './gallery.css.ts';

export function GalleryScreen({ petId }: { petId: string }) {
  const { t } = useLingui();
  const me = useSession();
  const pet = usePet(petId);
  const status = useRemote(`pet:${petId}`, () => syncPet(petId));
  const name = pet?.name ?? '';
  useDocumentTitle(pet ? t`Gallery of ${name}` : t`Gallery`);
  return (
    <div className={`${container} ${page} ${css.gallery}`}>
      <div>
        <BackButton />
      </div>
      {pet ? (
        <>
          <h1 className={pageTitle}>{t`Gallery of ${name}`}</h1>
          <GalleryGrid petId={pet._id} petName={pet.name} isOwner={me?._id === pet.user} />
        </>
      ) : pet === null && status === 'missing' ? (
        <p role="status">{t`Pet not found`}</p>
      ) : null}
    </div>
  );
}

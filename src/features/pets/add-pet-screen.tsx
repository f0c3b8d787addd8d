import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { limits } from '@/contract/limits.ts';
import type { SessionUser } from '@/contract/entities.ts';
import { addPetSchema } from '@/contract/schemas/pets.ts';
import { queueNewPet } from '@/data/offline-pet.ts';
import { useOnline } from '@/data/online.ts';
import { addPet, type PetFields } from '@/data/pet-writes.ts';
import type { PhotoToSend } from '@/data/photos/photo-to-send.ts';
import { getSession } from '@/data/session.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { failureText } from '@/features/content-form/failure-text.ts';
import { keepOffline } from '@/features/content-form/keep-offline.ts';
import { PetForm } from './pet-form.tsx';

export function AddPetScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const submission = useSubmissionKey();
  useDocumentTitle(t`Add pet`);

  /** Offline, the pet waits in the outbox with its photo; nothing typed is lost if it cannot be kept. */
  const queueOffline = async (fields: PetFields, image: PhotoToSend | null, owner: SessionUser) => {
    const kept = await keepOffline(() => queueNewPet(fields, image, owner), {
      kept: t`Saved on this device: your pet will be sent when you are back online.`,
      noRoom: t`There is not enough room on this device to keep this photo until you are back online. Remove the photo, or add the pet when you are online.`,
      failed: t`The pet could not be saved on this device.`,
    });
    if (kept) await navigate({ to: '/dashboard' });
    return kept;
  };

  return (
    <div className={`${narrow} ${page}`}>
      <BackButton />
      <PetForm
        title={t`Add a pet`}
        schema={addPetSchema}
        initial={{ name: '', type: '', breed: '', age: String(limits.petAge.addDefault), bio: '' }}
        idle={t`Add pet`}
        busyLabel={t`Adding pet...`}
        offlineNotice={t`You are offline. Your pet and its photo are kept on this device and sent when you are back online.`}
        onSubmit={async (fields, photo, onProgress) => {
          const me = getSession();
          if (!me) {
            toast.error(t`You need to be logged in to add a pet.`);
            return false;
          }
          const image = photo.file ? { file: photo.file, alt: photo.alt } : null;
          if (!online) return queueOffline(fields, image, me);
          try {
            await addPet(fields, image, { onProgress, idempotencyKey: submission.keyFor({ fields, image }) });
            submission.succeeded();
            toast.success(t`Pet added successfully!`);
            await navigate({ to: '/dashboard' });
            return true;
          } catch (error) {
            toast.error(await failureText(i18n, error, t`Error adding pet`, t`An error occurred while adding the pet.`));
            return false;
          }
        }}
      />
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { editPetSchema } from '@/contract/schemas/pets.ts';
import { queueEditedPet } from '@/data/offline-pet.ts';
import { useOnline } from '@/data/online.ts';
import type { PetRow } from '@/data/pet-rows.ts';
import { deletePet, updatePet, type PetFields } from '@/data/pet-writes.ts';
import type { PhotoChoice } from '@/data/photos/photo-to-send.ts';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { DeleteButton } from '@/features/content-form/delete-button.tsx';
import { failureText } from '@/features/content-form/failure-text.ts';
import { keepOffline } from '@/features/content-form/keep-offline.ts';
import { PetForm } from './pet-form.tsx';

/** After a delete, the success toast, then /dashboard about a second later. */
const leaveDelay = 1000;

export function EditPetForm({ pet }: { pet: PetRow }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const online = useOnline();
  const [deleting, setDeleting] = useState(false);
  const { confirm, dialog } = useConfirm();

  const remove = async () => {
    const name = pet.name;
    const sure = await confirm({
      title: t`Delete ${name}?`,
      message: t`Its gallery is deleted too. This cannot be undone.`,
      confirmLabel: t`Delete pet`,
      cancelLabel: t`Cancel`,
      destructive: true,
    });
    if (!sure) return;
    setDeleting(true);
    try {
      await deletePet(pet._id);
      toast.success(t`Pet deleted successfully`);
      setTimeout(() => void navigate({ to: '/dashboard', replace: true }), leaveDelay);
    } catch (error) {
      toast.error(await failureText(i18n, error, t`Failed to delete pet`, t`Error deleting pet`));
      setDeleting(false);
    }
  };

  /** Offline, the edit waits in the outbox with its new photo; nothing typed is lost if it cannot be kept. */
  const queueOffline = async (fields: PetFields, photo: PhotoChoice) => {
    const kept = await keepOffline(() => queueEditedPet(pet, fields, photo), {
      kept: t`Saved on this device: the changes will be sent when you are back online.`,
      noRoom: t`There is not enough room on this device to keep this photo until you are back online. Remove the photo, or save when you are online.`,
      failed: t`The changes could not be saved on this device.`,
    });
    if (kept) await navigate({ to: '/pets/$petId', params: { petId: pet._id } });
    return kept;
  };

  return (
    <PetForm
      title={t`Edit ${pet.name}`}
      schema={editPetSchema}
      initial={{ name: pet.name, type: pet.type, breed: pet.breed, age: String(pet.age), bio: pet.bio }}
      current={pet.image ? { url: pet.image, alt: pet.alt ?? '' } : null}
      idle={t`Save changes`}
      busyLabel={t`Saving...`}
      offlineNotice={t`You are offline. Your changes and a new photo are kept on this device and sent when you are back online.`}
      onSubmit={async (fields, photo, onProgress) => {
        if (!online) return queueOffline(fields, photo);
        try {
          await updatePet(pet._id, fields, photo, onProgress);
          toast.success(t`Pet updated successfully!`);
          await navigate({ to: '/pets/$petId', params: { petId: pet._id } });
          return true;
        } catch (error) {
          toast.error(await failureText(i18n, error, t`Failed to update pet`, t`Failed to update pet`));
          return false;
        }
      }}
    >
      <DeleteButton label={t`Delete pet`} deleting={deleting} onDelete={() => void remove()} />
      {dialog}
    </PetForm>
  );
}

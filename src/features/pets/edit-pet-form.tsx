import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { editPetSchema } from '@/contract/schemas/pets.ts';
import type { PetRow } from '@/data/pet-rows.ts';
import { deletePet, updatePet } from '@/data/pet-writes.ts';
import { useOnline } from '@/data/online.ts';
import { Button } from '@/ui/button.tsx';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { failureText } from '@/features/posts/form/failure-text.ts';
import * as css from '@/features/posts/form/form.css.ts';
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

  return (
    <PetForm
      title={t`Edit ${pet.name}`}
      schema={editPetSchema}
      initial={{ name: pet.name, type: pet.type, breed: pet.breed, age: String(pet.age), bio: pet.bio }}
      currentImage={pet.image}
      idle={t`Save changes`}
      busyLabel={t`Saving...`}
      onSubmit={async (fields, image, onProgress) => {
        try {
          await updatePet(pet._id, fields, image, onProgress);
          toast.success(t`Pet updated successfully!`);
          await navigate({ to: '/pets/$petId', params: { petId: pet._id } });
          return true;
        } catch (error) {
          toast.error(await failureText(i18n, error, t`Failed to update pet`, t`Failed to update pet`));
          return false;
        }
      }}
    >
      <Button variant="secondary" className={css.danger} disabled={deleting || !online} onClick={() => void remove()}>
        <Trash2 size={18} aria-hidden="true" />
        {deleting ? t`Deleting...` : t`Delete pet`}
      </Button>
      {dialog}
    </PetForm>
  );
}

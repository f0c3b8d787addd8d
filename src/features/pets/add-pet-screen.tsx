import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { limits } from '@/contract/limits.ts';
import { addPetSchema } from '@/contract/schemas/pets.ts';
import { addPet } from '@/data/pet-writes.ts';
import { getSession } from '@/data/session.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { failureText } from '@/features/posts/form/failure-text.ts';
import { PetForm } from './pet-form.tsx';

export function AddPetScreen() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const submission = useSubmissionKey();
  useDocumentTitle(t`Add pet`);
  return (
    <div className={`${narrow} ${page}`}>
      <BackButton />
      <PetForm
        title={t`Add a pet`}
        schema={addPetSchema}
        initial={{ name: '', type: '', breed: '', age: String(limits.petAge.addDefault), bio: '' }}
        idle={t`Add pet`}
        busyLabel={t`Adding pet...`}
        onSubmit={async (fields, photo, onProgress) => {
          if (!getSession()) {
            toast.error(t`You need to be logged in to add a pet.`);
            return false;
          }
          try {
            const image = photo.file ? { file: photo.file, alt: photo.alt } : null;
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

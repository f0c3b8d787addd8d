import { useState, type FormEvent, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { petTypes } from '@/contract/limits.ts';
import type { PetFields } from '@/data/pet-writes.ts';
import type { PhotoChoice, PhotoToSend } from '@/data/photos/photo-to-send.ts';
import type { KeptPhoto } from '@/data/post-writes.ts';
import { useOnline } from '@/data/online.ts';
import { BusyButton } from '@/features/posts/form/busy-button.tsx';
import { SelectInput, TextArea, TextInput } from '@/features/posts/form/form-field.tsx';
import { ImagePicker } from '@/features/posts/form/image-picker.tsx';
import { OfflineNotice } from '@/features/posts/form/offline-notice.tsx';
import { UploadProgress } from '@/features/posts/form/upload-progress.tsx';
import { useSchemaForm } from '@/features/posts/form/use-schema-form.ts';
import * as css from '@/features/posts/form/form.css.ts';
import { usePetTypeLabel } from './pet-type-label.ts';

interface PetFormProps {
  title: string;
  schema: v.GenericSchema;
  initial: PetFields;
  /** The pet's photo now (edit), whose description may be changed. */
  current?: KeptPhoto | null;
  idle: string;
  busyLabel: string;
  /** Resolves when done (the screen navigates); rejects are handled by the screen. */
  onSubmit: (fields: PetFields, photo: PhotoChoice, onProgress: (fraction: number) => void) => Promise<boolean>;
  /** For a form that queues offline (add): what the offline notice says instead, and the button stays usable. */
  offlineNotice?: string;
  children?: ReactNode;
}

/** Add and edit pet: the same fields, each checked by its own contract schema. */
export function PetForm({ title, schema, initial, current = null, idle, busyLabel, onSubmit, offlineNotice, children }: PetFormProps) {
  const { t } = useLingui();
  const online = useOnline();
  const typeLabel = usePetTypeLabel();
  const form = useSchemaForm<PetFields>(schema, initial);
  const [photo, setPhoto] = useState<PhotoToSend[]>([]);
  const [kept, setKept] = useState<KeptPhoto[]>(current ? [current] : []);
  const [progress, setProgress] = useState<number | null>(null);
  const canSave = online || offlineNotice !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null || !canSave || !form.validate()) return;
    setProgress(0);
    const picked = photo[0];
    const finished = await onSubmit(form.values, picked ?? { file: null, alt: kept[0]?.alt ?? '' }, setProgress);
    if (!finished) setProgress(null);
  };

  return (
    <form className={css.formCard} onSubmit={(event) => void submit(event)} noValidate>
      <h1 className={css.heading}>{title}</h1>
      <TextInput name="name" label={t`Name`} value={form.values.name} error={form.errors.name} onChange={(value) => form.set('name', value)} />
      <SelectInput
        name="type"
        label={t`Type`}
        placeholder={t`Select a type`}
        options={petTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={form.values.type}
        error={form.errors.type}
        onChange={(value) => form.set('type', value)}
      />
      <TextInput name="breed" label={t`Breed`} value={form.values.breed} error={form.errors.breed} onChange={(value) => form.set('breed', value)} />
      <TextInput
        name="age"
        type="number"
        min={0}
        max={30}
        label={t`Age (months)`}
        value={form.values.age}
        error={form.errors.age}
        onChange={(value) => form.set('age', value)}
      />
      <TextArea name="bio" label={t`Bio`} value={form.values.bio} error={form.errors.bio} onChange={(value) => form.set('bio', value)} />
      <ImagePicker label={t`Photo`} photos={photo} onPhotos={setPhoto} kept={photo.length === 0 ? kept : []} onKept={setKept} />
      {online ? null : <OfflineNotice>{offlineNotice}</OfflineNotice>}
      <UploadProgress progress={progress} />
      <BusyButton busy={progress !== null} idle={idle} busyLabel={busyLabel} disabled={!canSave} />
      {children}
    </form>
  );
}

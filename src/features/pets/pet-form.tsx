import { useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { useLingui } from '@lingui/react/macro';
import { petTypes } from '@/contract/limits.ts';
import type { PetFields } from '@/data/pet-writes.ts';
import type { PhotoChoice, PhotoToSend } from '@/data/photos/photo-to-send.ts';
import type { KeptPhoto } from '@/data/posts/post-writes.ts';
import { useOnline } from '@/data/online.ts';
import { BusyButton } from '@/features/content-form/busy-button.tsx';
import { ImagePicker } from '@/features/content-form/image-picker.tsx';
import { OfflineNotice } from '@/features/content-form/offline-notice.tsx';
import { UploadProgress } from '@/features/content-form/upload-progress.tsx';
import * as css from '@/features/content-form/form.css.ts';
import { SelectField } from '@/ui/form/select-field.tsx';
import { TextAreaField } from '@/ui/form/text-area-field.tsx';
import { TextField } from '@/ui/form/text-field.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
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
  const [, { Form, Field }] = useValibotForm<PetFields>(schema, initial);
  const [photo, setPhoto] = useState<PhotoToSend[]>([]);
  const [kept, setKept] = useState<KeptPhoto[]>(current ? [current] : []);
  const [progress, setProgress] = useState<number | null>(null);
  const canSave = online || offlineNotice !== undefined;

  const submit = async (fields: PetFields) => {
    if (progress !== null || !canSave) return;
    setProgress(0);
    const picked = photo[0];
    const finished = await onSubmit(fields, picked ?? { file: null, alt: kept[0]?.alt ?? '' }, setProgress);
    if (!finished) setProgress(null);
  };

  return (
    <Form className={css.formCard} onSubmit={submit}>
      <h1 className={css.heading}>{title}</h1>
      <Field name="name">{(field, props) => <TextField field={field} props={props} label={t`Name`} dir="auto" />}</Field>
      <Field name="type">
        {(field, props) => (
          <SelectField
            field={field}
            props={props}
            label={t`Type`}
            placeholder={t`Select a type`}
            options={petTypes.map((type) => ({ value: type, label: typeLabel(type) }))}
          />
        )}
      </Field>
      <Field name="breed">{(field, props) => <TextField field={field} props={props} label={t`Breed`} dir="auto" />}</Field>
      <Field name="age">{(field, props) => <TextField field={field} props={props} type="number" min={0} max={30} label={t`Age (months)`} />}</Field>
      <Field name="bio">{(field, props) => <TextAreaField field={field} props={props} label={t`Bio`} />}</Field>
      <ImagePicker label={t`Photo`} photos={photo} onPhotos={setPhoto} kept={photo.length === 0 ? kept : []} onKept={setKept} />
      {online ? null : <OfflineNotice>{offlineNotice}</OfflineNotice>}
      <UploadProgress progress={progress} />
      <BusyButton busy={progress !== null} idle={idle} busyLabel={busyLabel} disabled={!canSave} />
      {children}
    </Form>
  );
}

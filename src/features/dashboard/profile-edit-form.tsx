import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import type { SessionUser } from '@/contract/entities.ts';
import { profileUpdateSchema } from '@/contract/schemas/users.ts';
import { useOnline } from '@/data/online.ts';
import { queueProfileEdit } from '@/data/own-profile.ts';
import type { PhotoChoice, PhotoToSend } from '@/data/photos/photo-to-send.ts';
import type { KeptPhoto } from '@/data/posts/post-writes.ts';
import { type ProfileFields, updateProfile } from '@/data/profiles.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { BusyButton } from '@/features/content-form/busy-button.tsx';
import { ImagePicker } from '@/features/content-form/image-picker.tsx';
import { keepOffline } from '@/features/content-form/keep-offline.ts';
import { OfflineNotice } from '@/features/content-form/offline-notice.tsx';
import { UploadProgress } from '@/features/content-form/upload-progress.tsx';
import { TextAreaField } from '@/ui/form/text-area-field.tsx';
import { TextField } from '@/ui/form/text-field.tsx';
import { useValibotForm } from '@/ui/form/use-valibot-form.ts';
import * as css from './profile-card.css.ts';

/** Saves fullName, bio and avatar with PUT /api/users/update, the stored user replaced by the answer; offline, through the outbox. */
export function ProfileEditForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const [, { Form, Field }] = useValibotForm<ProfileFields>(profileUpdateSchema, { fullName: user.fullName, bio: user.bio });
  const [avatar, setAvatar] = useState<PhotoToSend[]>([]);
  const [kept, setKept] = useState<KeptPhoto[]>(user.avatar ? [{ url: user.avatar, alt: user.avatarAlt ?? '' }] : []);
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmissionKey();

  const submit = async ({ fullName, bio }: ProfileFields) => {
    if (progress !== null) return;
    setProgress(0);
    const image: PhotoChoice = avatar[0] ?? { file: null, alt: kept[0]?.alt ?? '' };
    if (!online) {
      await queueOffline({ fullName, bio }, image);
      return;
    }
    try {
      await updateProfile({ fullName, bio }, image, { onProgress: setProgress, idempotencyKey: submission.keyFor({ fullName, bio, image }) });
      submission.succeeded();
      toast.success(t`Profile updated successfully!`);
      onDone();
    } catch {
      toast.error(t`Failed to update profile. Please try again.`);
      setProgress(null);
    }
  };

  /** Offline, the change waits in the outbox with a new avatar; nothing typed is lost if it cannot be kept. */
  const queueOffline = async (fields: ProfileFields, image: PhotoChoice) => {
    const kept = await keepOffline(() => queueProfileEdit(user, fields, image), {
      kept: t`Saved on this device: the changes will be sent when you are back online.`,
      noRoom: t`There is not enough room on this device to keep this photo until you are back online. Remove the photo, or save when you are online.`,
      failed: t`The changes could not be saved on this device.`,
    });
    if (kept) onDone();
    else setProgress(null);
  };

  return (
    <Form className={css.form} onSubmit={submit}>
      <Field name="fullName">{(field, props) => <TextField field={field} props={props} label={t`Full name`} autoComplete="name" dir="auto" />}</Field>
      <Field name="bio">{(field, props) => <TextAreaField field={field} props={props} label={t`Bio`} rows={3} />}</Field>
      <ImagePicker label={t`Avatar`} photos={avatar} onPhotos={setAvatar} kept={avatar.length === 0 ? kept : []} onKept={setKept} />
      {online ? null : (
        <OfflineNotice>{t`You are offline. Your changes and a new avatar are kept on this device and sent when you are back online.`}</OfflineNotice>
      )}
      <UploadProgress progress={progress} />
      <BusyButton busy={progress !== null} idle={t`Save profile`} busyLabel={t`Saving...`} />
    </Form>
  );
}

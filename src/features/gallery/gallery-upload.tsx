import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { queueGalleryUpload, uploadGalleryImage } from '@/data/gallery.ts';
import { useOnline } from '@/data/online.ts';
import { useSession } from '@/data/session.ts';
import type { PhotoToSend } from '@/data/photos/photo-to-send.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { BusyButton } from '@/features/content-form/busy-button.tsx';
import { failureText } from '@/features/content-form/failure-text.ts';
import { keepOffline } from '@/features/content-form/keep-offline.ts';
import { ImagePicker } from '@/features/content-form/image-picker.tsx';
import { OfflineNotice } from '@/features/content-form/offline-notice.tsx';
import { UploadProgress } from '@/features/content-form/upload-progress.tsx';
import * as css from './gallery.css.ts';

/** Choose a photo, describe it, upload it; offline, it waits on the device and is sent when the connection returns. */
export function GalleryUpload({ petId }: { petId: string }) {
  const { t, i18n } = useLingui();
  const me = useSession();
  const online = useOnline();
  const [photos, setPhotos] = useState<PhotoToSend[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmissionKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const photo = photos[0];
    if (!photo || progress !== null || !me) return;
    setProgress(0);
    if (!online) {
      await queueOffline(photo, me._id);
      return;
    }
    try {
      await uploadGalleryImage(petId, photo, { onProgress: setProgress, idempotencyKey: submission.keyFor({ petId, photo }) });
      submission.succeeded();
      setPhotos([]);
      toast.success(t`Photo uploaded`);
    } catch (error) {
      toast.error(await failureText(i18n, error, t`Failed to upload the photo`, t`Failed to upload the photo`));
    } finally {
      setProgress(null);
    }
  };

  /** Offline, the photo waits in the outbox; nothing chosen is lost if it cannot be kept. */
  const queueOffline = async (photo: PhotoToSend, ownerId: string) => {
    const kept = await keepOffline(() => queueGalleryUpload(petId, photo, ownerId), {
      kept: t`Saved on this device: the photo will be added to the gallery when you are back online.`,
      noRoom: t`There is not enough room on this device to keep this photo until you are back online. Add it when you are online.`,
      failed: t`The photo could not be saved on this device.`,
    });
    if (kept) setPhotos([]);
    setProgress(null);
  };

  return (
    <form className={css.upload} onSubmit={(event) => void submit(event)} noValidate>
      <ImagePicker label={t`Add a photo`} photos={photos} onPhotos={setPhotos} />
      {online ? null : (
        <OfflineNotice>{t`You are offline. The photo is kept on this device and added to the gallery when you are back online.`}</OfflineNotice>
      )}
      {photos.length > 0 ? (
        <>
          <UploadProgress progress={progress} />
          <BusyButton busy={progress !== null} idle={t`Upload photo`} busyLabel={t`Uploading...`} />
        </>
      ) : null}
    </form>
  );
}

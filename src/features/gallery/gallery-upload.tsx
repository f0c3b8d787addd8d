import { useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { uploadGalleryImage } from '@/data/gallery.ts';
import { useOnline } from '@/data/online.ts';
import type { PhotoToSend } from '@/data/photos/photo-to-send.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { BusyButton } from '@/features/posts/form/busy-button.tsx';
import { failureText } from '@/features/posts/form/failure-text.ts';
import { ImagePicker } from '@/features/posts/form/image-picker.tsx';
import { OfflineNotice } from '@/features/posts/form/offline-notice.tsx';
import { UploadProgress } from '@/features/posts/form/upload-progress.tsx';
import * as css from './gallery.css.ts';

/** Choose a photo, describe it, upload it. */
export function GalleryUpload({ petId }: { petId: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [photos, setPhotos] = useState<PhotoToSend[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const submission = useSubmissionKey();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const photo = photos[0];
    if (!photo || progress !== null || !online) return;
    setProgress(0);
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

  if (!online) return <OfflineNotice />;
  return (
    <form className={css.upload} onSubmit={(event) => void submit(event)} noValidate>
      <ImagePicker label={t`Add a photo`} photos={photos} onPhotos={setPhotos} />
      {photos.length > 0 ? (
        <>
          <UploadProgress progress={progress} />
          <BusyButton busy={progress !== null} idle={t`Upload photo`} busyLabel={t`Uploading...`} />
        </>
      ) : null}
    </form>
  );
}

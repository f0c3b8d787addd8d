import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import toast from 'react-hot-toast';
import { uploadGalleryImage } from '@/data/gallery.ts';
import { useOnline } from '@/data/online.ts';
import { useSubmissionKey } from '@/data/use-submission-key.ts';
import { buttonClass } from '@/ui/button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { failureText } from '@/features/posts/form/failure-text.ts';
import { imageAccept, sortImageFiles } from '@/features/posts/form/image-types.ts';
import { OfflineNotice } from '@/features/posts/form/offline-notice.tsx';
import { UploadProgress } from '@/features/posts/form/upload-progress.tsx';
import * as form from '@/features/posts/form/form.css.ts';
import * as css from './gallery.css.ts';

export function GalleryUpload({ petId }: { petId: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [progress, setProgress] = useState<number | null>(null);
  const [names, setNames] = useState('');
  const submission = useSubmissionKey();

  const pick = async (list: FileList | null) => {
    const { accepted, refused: bad } = sortImageFiles(Array.from(list ?? []));
    setNames(bad.join(', '));
    const file = accepted[0];
    if (!file) return;
    setProgress(0);
    try {
      await uploadGalleryImage(petId, file, { onProgress: setProgress, idempotencyKey: submission.keyFor({ petId, file }) });
      submission.succeeded();
      toast.success(t`Photo uploaded`);
    } catch (error) {
      toast.error(await failureText(i18n, error, t`Failed to upload the photo`, t`Failed to upload the photo`));
    } finally {
      setProgress(null);
    }
  };

  if (!online) return <OfflineNotice />;
  const busy = progress !== null;
  return (
    <div className={css.upload}>
      <label className={`${buttonClass('primary')} ${busy ? css.disabled : ''}`} aria-disabled={busy}>
        {busy ? <Spinner /> : <Upload size={18} aria-hidden="true" />}
        {busy ? t`Uploading...` : t`Upload photo`}
        <input
          type="file"
          accept={imageAccept}
          className={form.hiddenInput}
          disabled={busy}
          onChange={(event) => {
            void pick(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      {names ? (
        <p className={form.alert} role="alert">
          {t`Invalid file type(s): ${names}. Only JPG, JPEG, and PNG files are allowed.`}
        </p>
      ) : null}
      <UploadProgress progress={progress} />
    </div>
  );
}

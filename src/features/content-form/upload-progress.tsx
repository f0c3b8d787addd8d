import { useLingui } from '@lingui/react/macro';
import * as css from './form.css.ts';

/** Shown while an upload runs; null progress means not uploading. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useLingui();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className={css.progress}>
      <progress className={css.bar} value={percent} max={100} aria-label={t`Upload progress`} />
      <span className={css.percent} dir="ltr">
        {percent}%
      </span>
    </div>
  );
}

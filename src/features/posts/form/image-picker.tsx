import { useEffect, useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus, X } from 'lucide-react';
import { buttonClass } from '@/ui/button.tsx';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import * as field from '@/ui/form/field.css.ts';
import { imageAccept, sortImageFiles } from './image-types.ts';
import { photoTile, photoTileImage } from '@/ui/photo-tile.css.ts';
import * as css from './form.css.ts';

interface ImagePickerProps {
  label: string;
  files: readonly File[];
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  /** Images already stored (edit forms), shown first and removable. */
  kept?: readonly string[];
  onKept?: (urls: string[]) => void;
}

/** Picks JPG/PNG files, lists the refused names and previews what will be sent. */
export function ImagePicker({ label, files, onFiles, multiple = false, kept = [], onKept }: ImagePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const pick = (list: FileList | null) => {
    const sorted = sortImageFiles(Array.from(list ?? []));
    setRefused(sorted.refused);
    if (sorted.accepted.length > 0) onFiles(multiple ? [...files, ...sorted.accepted] : sorted.accepted.slice(0, 1));
  };
  const names = refused.join(', ');

  return (
    <div className={field.field}>
      <span className={field.label} id={`${id}-label`}>
        {label}
      </span>
      <input
        id={id}
        type="file"
        className={css.hiddenInput}
        accept={imageAccept}
        multiple={multiple}
        aria-labelledby={`${id}-label`}
        aria-describedby={refused.length > 0 ? `${id}-error` : undefined}
        onChange={(event) => {
          pick(event.target.files);
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className={`${buttonClass('secondary')} ${css.pickButton}`}>
        <ImagePlus size={18} aria-hidden="true" />
        {multiple ? t`Choose images` : t`Choose an image`}
      </label>
      {refused.length > 0 ? (
        <p id={`${id}-error`} className={css.alert} role="alert">
          {t`Invalid file type(s): ${names}. Only JPG, JPEG, and PNG files are allowed.`}
        </p>
      ) : null}
      {kept.length + files.length > 0 ? (
        <ul className={css.previews} aria-label={t`Selected images`}>
          {kept.map((url) => (
            <li key={url} className={photoTile}>
              <FallbackImage className={photoTileImage} src={`${url}?size=small`} alt="" />
              {onKept ? (
                <button type="button" className={css.remove} aria-label={t`Remove image`} onClick={() => onKept(kept.filter((item) => item !== url))}>
                  <X size={18} aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
          {files.map((file, index) => (
            <li key={previews[index]} className={photoTile}>
              <img className={photoTileImage} src={previews[index]} alt={file.name} />
              <button
                type="button"
                className={css.remove}
                aria-label={t`Remove ${file.name}`}
                onClick={() => onFiles(files.filter((item) => item !== file))}
              >
                <X size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

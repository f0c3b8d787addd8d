import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus, Info } from 'lucide-react';
import type { PhotoToSend } from '@/data/photos/photo-to-send.ts';
import type { KeptPhoto } from '@/data/posts/post-writes.ts';
import { preparePhoto } from '@/data/photos/prepare-photo.ts';
import { buttonClass } from '@/ui/button.tsx';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import * as field from '@/ui/form/field.css.ts';
import { photoTileImage } from '@/ui/photo-tile.css.ts';
import { imageAccept, sortImageFiles } from './image-types.ts';
import { PhotoEntry } from './photo-entry.tsx';
import { PhotoThumb } from './photo-thumb.tsx';
import { fileKey } from './file-key.ts';
import * as css from './form.css.ts';

interface ImagePickerProps {
  label: string;
  photos: readonly PhotoToSend[];
  onPhotos: (photos: PhotoToSend[]) => void;
  multiple?: boolean;
  /** Photos already stored (edit forms), shown first with their descriptions. */
  kept?: readonly KeptPhoto[];
  onKept?: (photos: KeptPhoto[]) => void;
  /** Whether a stored photo may be removed (a post's may; a pet's or an avatar is replaced instead). */
  keptRemovable?: boolean;
}

/**
 * Picks JPG/PNG files, lists the refused names, and shows each photo with a field for its
 * description. Each picked photo starts being prepared for sending (resized in a worker) at once.
 */
export function ImagePicker({ label, photos, onPhotos, multiple = false, kept = [], onKept, keptRemovable = false }: ImagePickerProps) {
  const { t } = useLingui();
  const id = useId();
  const [refused, setRefused] = useState<string[]>([]);

  const pick = (list: FileList | null) => {
    const sorted = sortImageFiles(Array.from(list ?? []));
    setRefused(sorted.refused);
    const picked = (multiple ? sorted.accepted : sorted.accepted.slice(0, 1)).map((file) => ({ file, alt: '' }));
    for (const { file } of picked) void preparePhoto(file);
    if (picked.length > 0) onPhotos(multiple ? [...photos, ...picked] : picked);
  };
  const names = refused.join(', ');
  const numbered = multiple || kept.length + photos.length > 1;
  const numberOf = (index: number) => (numbered ? index + 1 : null);
  const setKept = (index: number, change: Partial<KeptPhoto> | null) =>
    onKept?.(change === null ? kept.filter((_, at) => at !== index) : kept.map((photo, at) => (at === index ? { ...photo, ...change } : photo)));
  const setPhoto = (index: number, alt: string | null) =>
    onPhotos(alt === null ? photos.filter((_, at) => at !== index) : photos.map((photo, at) => (at === index ? { ...photo, alt } : photo)));
  const undescribed = photos.some((photo) => !photo.alt.trim());

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
      {kept.length + photos.length > 0 ? (
        <ul className={css.photoEntries} aria-label={t`Selected images`}>
          {kept.map((photo, index) => (
            <PhotoEntry
              key={photo.url}
              number={numberOf(index)}
              thumb={<FallbackImage className={photoTileImage} src={`${photo.url}?size=small`} alt="" />}
              alt={photo.alt}
              onAlt={(alt) => setKept(index, { alt })}
              onRemove={keptRemovable ? () => setKept(index, null) : undefined}
            />
          ))}
          {photos.map((photo, index) => (
            <PhotoEntry
              key={fileKey(photo.file)}
              number={numberOf(kept.length + index)}
              thumb={<PhotoThumb file={photo.file} />}
              alt={photo.alt}
              onAlt={(alt) => setPhoto(index, alt)}
              onRemove={() => setPhoto(index, null)}
            />
          ))}
        </ul>
      ) : null}
      {undescribed ? (
        <p className={css.altReminder} role="note">
          <Info size={18} aria-hidden="true" className={css.altReminderIcon} />
          {t`A photo without a description is read aloud only by its number and who posted it. You can still post it; a few words help people who use a screen reader.`}
        </p>
      ) : null}
    </div>
  );
}

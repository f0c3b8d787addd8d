import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import type { GalleryItem } from '@/contract/entities.ts';
import { useLocalPhotos, useWaitingRow } from '@/data/waiting-rows.ts';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { photoTile, photoTileImage } from '@/ui/photo-tile.css.ts';
import { WaitingMark } from '@/ui/waiting-mark.tsx';
import { small } from '@/features/posts/image-size.ts';
import * as css from './gallery.css.ts';

interface GalleryTileProps {
  item: GalleryItem;
  number: number;
  petName: string;
  /** Set for the owner: deletes the photo (a photo still waiting to be sent has nothing to delete on the server). */
  onRemove: (() => void) | null;
}

/** One photo of a gallery: the server's small copy, or, while it waits in the outbox, the photo kept on the device, marked as waiting. */
export function GalleryTile({ item, number, petName, onRemove }: GalleryTileProps) {
  const { t } = useLingui();
  const waiting = useWaitingRow(onRemove ? item._id : null);
  const local = useLocalPhotos(waiting ? item._id : null)[0];
  // A photo queued offline has no server copy yet: nothing is asked of the server for it while its row is read.
  const src = waiting ? local?.url : item.image ? small(item.image) : undefined;
  const alt = (waiting ? local?.alt : item.alt)?.trim() || t`${petName}, photo ${number}`;
  return (
    <li className={photoTile} data-testid="gallery-item" data-waiting={waiting ? 'true' : undefined}>
      <FallbackImage className={photoTileImage} src={src} alt={alt} loading="lazy" />
      {waiting ? (
        <span className={css.waiting}>
          <WaitingMark />
        </span>
      ) : onRemove ? (
        <button type="button" className={css.remove} aria-label={t`Delete photo ${number}`} onClick={onRemove}>
          <Trash2 size={18} aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}

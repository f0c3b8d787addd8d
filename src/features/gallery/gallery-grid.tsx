import { useLingui } from '@lingui/react/macro';
import { Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { deleteGalleryItem, syncGallery, useGallery } from '@/data/gallery.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { failureText } from '@/features/posts/form/failure-text.ts';
import { small } from '@/features/posts/image-size.ts';
import { GalleryUpload } from './gallery-upload.tsx';
import { photoTile, photoTileImage } from '@/ui/photo-tile.css.ts';
import * as css from './gallery.css.ts';

/** A pet's photos in 1 to 4 columns by width; the owner uploads and deletes (the server checks ownership). */
export function GalleryGrid({ petId, petName, isOwner }: { petId: string; petName: string; isOwner: boolean }) {
  const { t, i18n } = useLingui();
  const items = useGallery(petId);
  useRemote(`gallery:${petId}`, () => syncGallery(petId));
  const { confirm, dialog } = useConfirm();

  const remove = async (itemId: string, number: number) => {
    const sure = await confirm({
      title: t`Delete photo ${number}?`,
      message: t`It is removed from ${petName}'s gallery.`,
      confirmLabel: t`Delete photo`,
      cancelLabel: t`Cancel`,
      destructive: true,
    });
    if (!sure) return;
    try {
      await deleteGalleryItem(itemId);
      toast.success(t`Image deleted successfully`);
    } catch (error) {
      toast.error(await failureText(i18n, error, t`Failed to delete the photo`, t`Failed to delete the photo`));
    }
  };

  if (items === undefined) {
    return (
      <div className={css.grid} aria-hidden="true">
        <Skeleton blockSize="10rem" />
        <Skeleton blockSize="10rem" />
      </div>
    );
  }
  return (
    <div className={css.gallery}>
      {dialog}
      {isOwner && items.length > 0 ? <GalleryUpload petId={petId} /> : null}
      {items.length === 0 ? (
        <EmptyState title={t`No photos in the gallery yet`}>{isOwner ? <GalleryUpload petId={petId} /> : null}</EmptyState>
      ) : (
        <ul className={css.grid} aria-label={t`Gallery of ${petName}`}>
          {items.map((item, index) => {
            const number = index + 1;
            return (
              <li key={item._id} className={photoTile} data-testid="gallery-item">
                <FallbackImage
                  className={photoTileImage}
                  src={small(item.image)}
                  alt={item.alt?.trim() || t`${petName}, photo ${number}`}
                  loading="lazy"
                />
                {isOwner ? (
                  <button type="button" className={css.remove} aria-label={t`Delete photo ${number}`} onClick={() => void remove(item._id, number)}>
                    <Trash2 size={18} aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

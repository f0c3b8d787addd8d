import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';
import { deleteGalleryItem, syncGallery, useGallery } from '@/data/gallery.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useConfirm } from '@/ui/dialog/use-confirm.tsx';
import { Skeleton } from '@/ui/skeleton.tsx';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { failureText } from '@/features/content-form/failure-text.ts';
import { GalleryTile } from './gallery-tile.tsx';
import { GalleryUpload } from './gallery-upload.tsx';
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
          {items.map((item, index) => (
            <GalleryTile
              key={item._id}
              item={item}
              number={index + 1}
              petName={petName}
              onRemove={isOwner ? () => void remove(item._id, index + 1) : null}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

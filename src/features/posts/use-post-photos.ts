import { useLingui } from '@lingui/react/macro';
import type { Post } from '@/contract/entities.ts';
import type { CarouselItem } from '@/ui/carousel-parts.tsx';
import { postPhotoAlt, shownName, type UndescribedPhotoNames } from './photo-alt.ts';
import { small } from './image-size.ts';
import { storedPhotos } from './stored-photos.ts';

/** Turns a post's stored photos into carousel items, each with its alt (see `postPhotoAlt`). */
export function useDescribePhotos() {
  const { t } = useLingui();
  const names: UndescribedPhotoNames = {
    petPhotos: ({ number, total, petName, author }) => t`Photo ${number} of ${total} of ${petName}, posted by ${author}`,
    petPhoto: ({ petName, author }) => t`Photo of ${petName}, posted by ${author}`,
    photos: ({ number, total, author }) => t`Photo ${number} of ${total}, posted by ${author}`,
    photo: ({ author }) => t`Photo posted by ${author}`,
  };
  return (
    photos: readonly { url: string; alt: string }[],
    owner: { petName: string | null; author: string },
    size = (url: string) => url,
  ): CarouselItem[] =>
    photos.map((photo, index) => ({
      src: size(photo.url),
      alt: postPhotoAlt(photo.alt, { number: index + 1, total: photos.length, ...owner }, names),
    }));
}

/**
 * A post's photos for a carousel, each with its alt; `size` picks the served copy (the list's small
 * one). Full-size photos fall back to their small copy, the one the lists showed and so likely kept
 * offline.
 */
export function usePostPhotos(post: Post, size?: (url: string) => string): CarouselItem[] {
  const describe = useDescribePhotos();
  const photos = storedPhotos(post);
  const items = describe(photos, { petName: post.pet?.name ?? null, author: shownName(post.user) }, size);
  return size ? items : items.map((item, index) => ({ ...item, fallbackSrc: small(photos[index]?.url ?? item.src) }));
}

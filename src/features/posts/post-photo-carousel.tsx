import type { Post } from '@/contract/entities.ts';
import { Carousel } from '@/ui/carousel.tsx';
import { usePostPhotos } from './use-post-photos.ts';

/** A post's photos at full size, each described. */
export function PostPhotoCarousel({ post, label }: { post: Post; label: string }) {
  return <Carousel photos={usePostPhotos(post)} label={label} />;
}

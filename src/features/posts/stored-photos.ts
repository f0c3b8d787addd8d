import type { Post, PostMedia } from '@/contract/entities.ts';

/** A post's photos with their descriptions; a post stored before descriptions existed has its images, undescribed. */
export function storedPhotos(post: Pick<Post, 'images'> & { media?: readonly PostMedia[] | undefined }): { url: string; alt: string }[] {
  return post.media ? post.media.map(({ url, alt }) => ({ url, alt: alt ?? '' })) : post.images.map((url) => ({ url, alt: '' }));
}

import type { PostImage } from '../repositories/post-images.ts';

/**
 * The kept images of an edit: only urls the post really has count, each once,
 * in the order the client listed them. `alts` runs beside `requested` (as
 * sent): where it gives a description, the image takes it.
 */
export function keptImages(existing: PostImage[], requested: string[], alts: readonly string[]): PostImage[] {
  const owned = new Map(existing.map((image) => [image.url, image]));
  const kept = new Map<string, PostImage>();
  requested.forEach((url, index) => {
    const image = owned.get(url);
    if (!image || kept.has(url)) return;
    const alt = alts[index];
    kept.set(url, alt === undefined ? image : { ...image, alt });
  });
  return [...kept.values()];
}

import type { Db } from '../../db/client.ts';
import * as storedImages from '../../repositories/stored-images.ts';
import type { ListedImage, MediaStore } from './store.ts';

/**
 * Counts for the storage quota the images stored before `stored_images`
 * existed: each one a row names gets its bytes as the store lists them (no
 * image is downloaded), and one the store does not hold counts as nothing.
 * Costs one query once every image is counted; any number of processes may
 * run it at once. Answers how many images it counted.
 */
export async function countImagesStoredBefore(db: Db, store: MediaStore): Promise<number> {
  if (!(await storedImages.anyUncounted(db))) return 0;
  let counted = 0;
  // An image's two sizes may sit on two pages: the last name of a page waits for the next.
  let carried: ListedImage[] = [];
  for await (const page of store.list()) {
    const images = mergedByName([...carried, ...page]);
    carried = images.splice(-1);
    counted += await storedImages.countUncounted(db, images);
  }
  counted += await storedImages.countUncounted(db, carried);
  return counted + (await storedImages.countMissing(db));
}

function mergedByName(images: ListedImage[]): ListedImage[] {
  const byName = new Map<string, ListedImage>();
  for (const image of images) {
    const seen = byName.get(image.name);
    byName.set(image.name, seen ? { ...seen, bytes: seen.bytes + image.bytes } : image);
  }
  return [...byName.values()];
}

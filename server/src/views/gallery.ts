import type { GalleryItem } from '../../../src/contract/entities.ts';
import type { galleryItems } from '../db/schema.ts';

export const galleryItemView = (row: typeof galleryItems.$inferSelect): GalleryItem => ({
  _id: row.id,
  image: row.image,
  pet: row.petId,
  createdAt: row.createdAt.toISOString(),
});

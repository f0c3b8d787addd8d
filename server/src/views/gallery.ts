import type { GalleryItem } from '#contract/entities.ts';
import type { GalleryItemRow } from '../repositories/gallery.ts';

export const galleryItemView = (row: GalleryItemRow): GalleryItem => ({
  _id: row.id,
  image: row.image,
  alt: row.alt,
  pet: row.petId,
  createdAt: row.createdAt.toISOString(),
});

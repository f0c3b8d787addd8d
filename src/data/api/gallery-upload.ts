import type { GalleryItem } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload } from '../upload.ts';

export const postGalleryImage = (form: FormData, onProgress?: (fraction: number) => void) =>
  upload<GalleryItem>({ method: 'POST', path: paths.galleryUpload, form, onProgress });

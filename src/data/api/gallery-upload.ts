import type { GalleryItem } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload, type Sending } from '../upload.ts';

export const postGalleryImage = (form: FormData, sending?: Sending) => upload<GalleryItem>('POST', paths.galleryUpload, form, sending);

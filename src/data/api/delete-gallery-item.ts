import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const deleteGalleryItemCall = (itemId: string) => http.delete<MessageResult>(paths.galleryItem(itemId));

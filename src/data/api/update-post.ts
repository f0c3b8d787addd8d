import type { Post } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload } from '../upload.ts';

export const putPost = (postId: string, form: FormData, onProgress?: (fraction: number) => void) =>
  upload<Post>({ method: 'PUT', path: paths.post(postId), form, onProgress });

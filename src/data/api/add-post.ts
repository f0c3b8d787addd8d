import type { Post } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload } from '../upload.ts';

export const postAddPost = (form: FormData, onProgress?: (fraction: number) => void) =>
  upload<Post>({ method: 'POST', path: paths.addPost, form, onProgress });

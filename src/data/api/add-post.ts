import type { Post } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload, type Sending } from '../upload.ts';

export const postAddPost = (form: FormData, sending?: Sending) => upload<Post>('POST', paths.addPost, form, sending);

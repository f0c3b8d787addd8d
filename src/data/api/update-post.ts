import type { Post } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { upload, type Sending } from '../upload.ts';

export const putPost = (postId: string, form: FormData, sending?: Sending) => upload<Post>('PUT', paths.post(postId), form, sending);

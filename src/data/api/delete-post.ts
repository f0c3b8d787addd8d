import type { MessageResult } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const deletePostCall = (postId: string) => http.delete<MessageResult>(paths.post(postId));

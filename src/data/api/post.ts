import type { Post } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getPost = (postId: string) => http.get<Post>(paths.post(postId));

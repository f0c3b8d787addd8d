import type { Comment, Reply } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { getPage } from './list-page.ts';

/** A page of a post's comments older than `before`, each with its newest replies. */
export const getCommentsPage = (postId: string, before: string | null) => getPage<Comment>(paths.comments(postId), before);

/** A page of a comment's replies older than `before`. */
export const getRepliesPage = (postId: string, commentId: string, before: string | null) => getPage<Reply>(paths.replies(postId, commentId), before);

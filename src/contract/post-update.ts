import type { Comment, Reply } from './entities.ts';

/**
 * One change to a post, sent live (`post:update`) to the sockets watching it.
 * `by` is the user who made it: their own screens already show it.
 */
export type PostUpdate =
  | { kind: 'likes'; postId: string; by: string; liked: boolean; likesCount: number }
  | { kind: 'comment'; postId: string; by: string; comment: Comment; commentsCount: number }
  | { kind: 'reply'; postId: string; by: string; commentId: string; reply: Reply }
  | { kind: 'comment-removed'; postId: string; by: string; commentId: string; commentsCount: number }
  | { kind: 'reply-removed'; postId: string; by: string; commentId: string; replyId: string }
  /** The post itself is gone for everyone (a moderator removed it). */
  | { kind: 'removed'; postId: string; by: string };

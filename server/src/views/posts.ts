import type { Comment, Post, Reply, UserSummary } from '#contract/entities.ts';
import type { CommentRow } from '../repositories/comments.ts';
import type { ReplyRow } from '../repositories/replies.ts';
import type { PostRecord } from '../repositories/post-record.ts';

/**
 * A post's answer as JSON text: the stored card (see `posts.card`) with its author, its pet,
 * the caller's like and the counts spliced in, so a page is never parsed and re-serialized.
 */
export const postJson = (record: PostRecord): string =>
  `${record.card.slice(0, -1)},"user":${record.userJson},"pet":${record.petJson ?? 'null'},"likedByMe":${record.likedByMe},"likesCount":${record.likesCount},"commentsCount":${record.commentsCount}}`;

/** A page of posts as the JSON text of an array. */
export const postPageJson = (records: PostRecord[]): string => `[${records.map(postJson).join(',')}]`;

export const postView = (record: PostRecord): Post => JSON.parse(postJson(record)) as Post;

export const replyView = (row: ReplyRow, user: UserSummary): Reply => ({
  _id: row.id,
  content: row.content,
  user,
  createdAt: row.createdAt.toISOString(),
});

export const commentView = (row: CommentRow, user: UserSummary, commentReplies: Reply[] = []): Comment => ({
  _id: row.id,
  content: row.content,
  user,
  replies: commentReplies,
  repliesCount: row.repliesCount,
  createdAt: row.createdAt.toISOString(),
});

import type { Comment, Post, Reply, UserSummary } from '#contract/entities.ts';
import type { CommentRow } from '../repositories/comments.ts';
import type { ReplyRow } from '../repositories/replies.ts';
import type { PostRecord } from '../repositories/post-record.ts';
import { userSummary } from './users.ts';
import { petTagView } from './pets.ts';

export const postView = (record: PostRecord): Post => ({
  _id: record.id,
  title: record.title,
  body: record.body,
  images: record.images,
  pet: record.pet ? petTagView(record.pet) : null,
  petId: record.petId,
  user: userSummary(record.author),
  likedByMe: record.likedByMe,
  likesCount: record.likesCount,
  commentsCount: record.commentsCount,
  createdAt: record.createdAt.toISOString(),
});

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
  createdAt: row.createdAt.toISOString(),
});

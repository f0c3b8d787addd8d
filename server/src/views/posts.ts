import type { Comment, Post, Reply, UserSummary } from '../../../src/contract/entities.ts';
import type { comments, pets, replies, users } from '../db/schema.ts';
import { userSummary } from './users.ts';
import { petTagView } from './pets.ts';

/** One row of the post query: the post with its author, tagged pet, image urls and liker ids. */
export interface PostRecord {
  id: string;
  title: string;
  body: string;
  petId: string | null;
  likesCount: number;
  commentsCount: number;
  createdAt: Date;
  author: Pick<typeof users.$inferSelect, 'id' | 'fullName' | 'username' | 'avatar'>;
  pet: Pick<typeof pets.$inferSelect, 'id' | 'name' | 'type' | 'image'> | null;
  images: string[];
  likes: string[];
}

export const postView = (record: PostRecord): Post => ({
  _id: record.id,
  title: record.title,
  body: record.body,
  images: record.images,
  pet: record.pet ? petTagView(record.pet) : null,
  petId: record.petId,
  user: userSummary(record.author),
  likes: record.likes,
  likesCount: record.likesCount,
  commentsCount: record.commentsCount,
  createdAt: record.createdAt.toISOString(),
});

export const replyView = (row: typeof replies.$inferSelect, user: UserSummary): Reply => ({
  _id: row.id,
  content: row.content,
  user,
  createdAt: row.createdAt.toISOString(),
});

export const commentView = (row: typeof comments.$inferSelect, user: UserSummary, commentReplies: Reply[] = []): Comment => ({
  _id: row.id,
  content: row.content,
  user,
  replies: commentReplies,
  createdAt: row.createdAt.toISOString(),
});

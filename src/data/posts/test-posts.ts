import type { Post, UserSummary } from '@/contract/entities.ts';

/** For tests: post p1 by `author`, with no images, likes or comments, and `extra` on top. */
export const testPost = (author: UserSummary, extra: Partial<Post> = {}): Post => ({
  _id: 'p1',
  title: 'T',
  body: 'B',
  images: [],
  media: [],
  pet: null,
  petId: null,
  user: author,
  tags: [],
  likedByMe: false,
  likesCount: 0,
  commentsCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

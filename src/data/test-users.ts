import type { PublicUser } from '@/contract/entities.ts';

/** For tests: a public user named after its id, following no one and followed by no one, with `extra` on top. */
export const testUser = (id: string, extra: Partial<PublicUser> = {}): PublicUser => ({
  _id: id,
  fullName: id,
  username: id,
  avatar: null,
  avatarAlt: '',
  bio: '',
  country: 'EG',
  city: 'Cairo',
  followersCount: 0,
  followingCount: 0,
  followedByMe: false,
  followsMe: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

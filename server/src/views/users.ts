import type { PublicUser, UserSummary } from '#contract/entities.ts';
import type { UserRow } from '../repositories/users.ts';

export const userSummary = (row: Pick<UserRow, 'id' | 'fullName' | 'username' | 'avatar'>): UserSummary => ({
  _id: row.id,
  fullName: row.fullName,
  username: row.username,
  avatar: row.avatar,
});

/** How the caller relates to the users shown; null for a visitor. */
export interface ViewerRelations {
  followed: ReadonlySet<string>;
  following: ReadonlySet<string>;
}

export const publicUserView = (row: UserRow, relations: ViewerRelations | null): PublicUser => ({
  ...userSummary(row),
  avatarAlt: row.avatarAlt,
  bio: row.bio,
  country: row.country,
  city: row.city,
  followersCount: row.followersCount,
  followingCount: row.followingCount,
  followedByMe: relations?.followed.has(row.id) ?? false,
  followsMe: relations?.following.has(row.id) ?? false,
  createdAt: row.createdAt.toISOString(),
});

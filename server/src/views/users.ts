import type { PublicUser, UserSummary } from '#contract/entities.ts';
import type { UserRow } from '../repositories/users.ts';

export const userSummary = (row: Pick<UserRow, 'id' | 'fullName' | 'username' | 'avatar'>): UserSummary => ({
  _id: row.id,
  fullName: row.fullName,
  username: row.username,
  avatar: row.avatar,
});

interface FollowEdge {
  followerId: string;
  followeeId: string;
}

/** Public users with their follower and following ids, in the order given, from every follow around them. */
export function publicUserViews(rows: UserRow[], edges: FollowEdge[]): PublicUser[] {
  const followers = new Map<string, string[]>();
  const following = new Map<string, string[]>();
  for (const edge of edges) {
    (followers.get(edge.followeeId) ?? followers.set(edge.followeeId, []).get(edge.followeeId)!).push(edge.followerId);
    (following.get(edge.followerId) ?? following.set(edge.followerId, []).get(edge.followerId)!).push(edge.followeeId);
  }
  return rows.map((row) => ({
    ...userSummary(row),
    bio: row.bio,
    country: row.country,
    city: row.city,
    followers: followers.get(row.id) ?? [],
    following: following.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

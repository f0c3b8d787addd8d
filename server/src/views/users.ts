import { inArray, or } from 'drizzle-orm';
import type { OwnUser, PublicUser, SessionUser, UserSummary } from '../../../src/contract/entities.ts';
import { follows, users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';

export type UserRow = typeof users.$inferSelect;

export const userSummary = (row: Pick<UserRow, 'id' | 'fullName' | 'username' | 'avatar'>): UserSummary => ({
  _id: row.id,
  fullName: row.fullName,
  username: row.username,
  avatar: row.avatar,
});

/** Public users with their follower and following ids, in the order given; one query for the follow graph. */
export async function publicUsers(db: Queryable, rows: UserRow[]): Promise<PublicUser[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const edges = await db
    .select({ followerId: follows.followerId, followeeId: follows.followeeId })
    .from(follows)
    .where(or(inArray(follows.followerId, ids), inArray(follows.followeeId, ids)))
    .orderBy(follows.createdAt);
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

export async function publicUser(db: Queryable, row: UserRow): Promise<PublicUser> {
  const [user] = await publicUsers(db, [row]);
  return user!;
}

export async function ownUser(db: Queryable, row: UserRow): Promise<OwnUser> {
  return { ...(await publicUser(db, row)), email: row.email };
}

export async function sessionUser(db: Queryable, row: UserRow, token: string): Promise<SessionUser> {
  return { ...(await ownUser(db, row)), token };
}

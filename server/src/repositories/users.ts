import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { containsPattern, firstRow, olderThan, type Page } from './rows.ts';
import { shownTo } from './visibility.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt'>;
type UserChanges = Partial<
  Pick<
    UserRow,
    'fullName' | 'bio' | 'avatar' | 'avatarAlt' | 'passwordHash' | 'email' | 'emailVerifiedAt' | 'language' | 'suspendedUntil' | 'suspensionReason'
  >
>;

/** The columns a user shows as the author of something. */
export const summaryColumns = { id: users.id, fullName: users.fullName, username: users.username, avatar: users.avatar };

export const findById = (db: Queryable, id: string) => firstRow(db.select().from(users).where(eq(users.id, id)).limit(1));

/** Emails and usernames are unique without regard to case. */
export const findByEmail = (db: Queryable, email: string) =>
  firstRow(db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1));

export const findByUsername = (db: Queryable, username: string) =>
  firstRow(db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1));

export const findSummary = (db: Queryable, id: string) => firstRow(db.select(summaryColumns).from(users).where(eq(users.id, id)).limit(1));

export const findName = (db: Queryable, id: string) =>
  firstRow(db.select({ id: users.id, fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1));

export async function insert(db: Queryable, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function update(db: Queryable, id: string, changes: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row!;
}

/** A page of users, newest first, whose username or full name contains `text` (all when empty), as `viewerId` may see them. */
/** The username or full name holds `text` anywhere (answered by the trigram indexes). */
export const nameContains = (text: string) => or(ilike(users.username, containsPattern(text)), ilike(users.fullName, containsPattern(text)));

export const search = (db: Queryable, text: string | undefined, page: Page, viewerId: string | null) =>
  db
    .select()
    .from(users)
    .where(and(text ? nameContains(text) : undefined, olderThan(users.id, page), shownTo(viewerId, users.id)))
    .orderBy(desc(users.id))
    .limit(page.limit + 1);

export const listByIds = async (db: Queryable, ids: string[]): Promise<UserRow[]> =>
  ids.length === 0 ? [] : db.select().from(users).where(inArray(users.id, ids)).orderBy(desc(users.id));

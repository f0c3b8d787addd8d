import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import { messages as m } from '../../../src/contract/messages.ts';

export async function findUserById(db: Queryable, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function getUserOr404(db: Queryable, id: string) {
  const row = await findUserById(db, id);
  if (!row) throw notFound(m.userNotFound);
  return row;
}

export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row ?? null;
}

export async function findUserByUsername(db: Queryable, username: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1);
  return row ?? null;
}

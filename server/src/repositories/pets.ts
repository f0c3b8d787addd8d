import { and, desc, eq } from 'drizzle-orm';
import { pets } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { firstRow, olderThan, type Page, type RowLock } from './rows.ts';

export type PetRow = typeof pets.$inferSelect;
type PetFields = Omit<typeof pets.$inferInsert, 'id' | 'createdAt'>;

export const find = (db: Queryable, id: string, lock?: RowLock) => firstRow(db.select().from(pets).where(eq(pets.id, id)).limit(1), lock);

/** A page of a user's pets, newest first, with the extra row `takePage` looks for. */
export const listOfUser = (db: Queryable, userId: string, page: Page) =>
  db
    .select()
    .from(pets)
    .where(and(eq(pets.userId, userId), olderThan(pets.id, page)))
    .orderBy(desc(pets.id))
    .limit(page.limit + 1);

export async function insert(db: Queryable, values: PetFields): Promise<PetRow> {
  const [row] = await db
    .insert(pets)
    .values({ id: newId(), ...values })
    .returning();
  return row!;
}

export async function update(db: Queryable, id: string, changes: Partial<PetFields>): Promise<PetRow> {
  const [row] = await db.update(pets).set(changes).where(eq(pets.id, id)).returning();
  return row!;
}

export const remove = (db: Queryable, id: string) => db.delete(pets).where(eq(pets.id, id));

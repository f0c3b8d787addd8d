import { lt } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Inside a change, 'update' keeps a row from changing under it and
 * 'key share' keeps it from being deleted while rows that point to it are added.
 */
export type RowLock = 'update' | 'key share' | 'share';

/** A keyset page: `limit` rows older than the `before` id (ids are time ordered). */
export interface Page {
  limit: number;
  before?: string | undefined;
}

type Lockable<T> = PromiseLike<T[]> & { for(strength: RowLock): PromiseLike<T[]> };

/** The first row of a select, locked when asked, or null. */
export async function firstRow<T>(query: Lockable<T>, lock?: RowLock): Promise<T | null> {
  const [row] = lock ? await query.for(lock) : await query;
  return row ?? null;
}

/** The page's cursor condition on an id column. */
export const olderThan = (id: AnyPgColumn, page: Page) => (page.before ? lt(id, page.before) : undefined);

/** `%text%` for LIKE with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

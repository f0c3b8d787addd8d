/** A store table read by id (Dexie's tables are). */
interface RowsById<T> {
  bulkGet(ids: string[]): PromiseLike<(T | undefined)[]>;
}

/**
 * Of `rows`, those that differ from what `table` holds under the same id. Rewriting an unchanged
 * row still wakes every live query that reads it, and each such list is drawn again for nothing; a
 * sync that brings what the store already has then writes nothing. Call it inside the write's
 * transaction. Rows are compared as JSON: the same data with its keys in another order counts as
 * changed, which costs one write, never a lost one.
 */
export async function changedRows<T extends { _id: string }>(table: RowsById<T>, rows: readonly T[]): Promise<T[]> {
  if (rows.length === 0) return [];
  const stored = await table.bulkGet(rows.map((row) => row._id));
  return rows.filter((row, index) => !sameRow(stored[index], row));
}

/** Does the stored row (undefined: none) hold exactly `row`, compared as JSON. For a caller that has read the stored rows already. */
export const sameRow = <T>(stored: T | undefined, row: T): boolean => JSON.stringify(stored) === JSON.stringify(row);

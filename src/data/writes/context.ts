import type { OutboxRow } from '../db.ts';

/** A context value the row was made with; a row without it is a bug in the code that queued it. */
export function contextOf(row: OutboxRow, key: string): string {
  const value = row.context?.[key];
  if (value === undefined) throw new Error(`Outbox row ${row.kind} lacks ${key}`);
  return value;
}

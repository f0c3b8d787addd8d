import { eq } from 'drizzle-orm';
import { vapidKeys } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { firstRow } from './rows.ts';

const current = 'current';

export interface StoredKeyPair {
  publicKey: string;
  privateKey: string;
}

export const findCurrent = (db: Queryable) =>
  firstRow(
    db.select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey }).from(vapidKeys).where(eq(vapidKeys.name, current)).limit(1),
  );

/** Stores the pair unless one is already there; the caller then reads back whichever pair won. */
export const insertIfNone = (db: Queryable, pair: StoredKeyPair) =>
  db
    .insert(vapidKeys)
    .values({ name: current, ...pair })
    .onConflictDoNothing({ target: vapidKeys.name });

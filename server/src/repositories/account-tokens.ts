import { and, eq, inArray } from 'drizzle-orm';
import { accountTokens } from '../db/schema.ts';
import type { Queryable } from '../db/client.ts';
import { newId } from '../db/ids.ts';

export type AccountTokenKind = 'verify-email' | 'password-reset' | 'email-change';
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/** Stores a new token of its kind for the user, replacing the one before: an older link stops working. */
export async function replace(
  db: Queryable,
  token: { userId: string; kind: AccountTokenKind; tokenHash: string; email: string; expiresAt: Date },
): Promise<AccountTokenRow> {
  const id = newId();
  const [row] = await db
    .insert(accountTokens)
    .values({ id, ...token })
    .onConflictDoUpdate({
      target: [accountTokens.userId, accountTokens.kind],
      set: { id, tokenHash: token.tokenHash, email: token.email, expiresAt: token.expiresAt, createdAt: new Date() },
    })
    .returning();
  return row!;
}

/** Takes a token of one of the kinds out of the store, expired or not (so it can never be used twice), or null when none has this hash. */
export async function take(db: Queryable, tokenHash: string, kinds: AccountTokenKind[]): Promise<AccountTokenRow | null> {
  const [row] = await db
    .delete(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), inArray(accountTokens.kind, kinds)))
    .returning();
  return row ?? null;
}

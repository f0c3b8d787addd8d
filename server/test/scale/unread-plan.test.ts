import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { limits } from '#contract/limits.ts';
import { markAllRead, unreadCount, unreadRows } from '../../src/repositories/notifications.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { bulkStatement } from '../support/bulk-statement.ts';
import { planText } from '../support/explain.ts';
import { newMembers, type Member } from '../support/social-fixtures.ts';

/**
 * A user with 20,000 unread notifications: marking them all read must move
 * one marker (no statement that reads their notifications), and counting the
 * unread ones must stop at the cap through the partial index.
 */
let t: TestApp;
let reader: Member;
const seeded = 20_000;

beforeAll(async () => {
  t = await buildTestApp();
  const [owner, sender] = await newMembers(t.app, 2);
  reader = owner!;
  const tag = randomUUID();
  await bulkStatement(
    t.app.db,
    sql`
    insert into notifications (id, user_id, from_user_id, type, message, dedupe_key)
    select gen_random_uuid()::text, ${reader.id}, ${sender!.id}, 'like', 'liked', ${tag} || n
    from generate_series(1, ${seeded}) as n`,
  );
  await t.app.db.execute(sql`analyze notifications`);
}, 60_000);
afterAll(() => t.close());

describe('unread count and mark all read with 20,000 unread notifications', () => {
  it('counts up to the cap by the partial index of unread notifications', async () => {
    const plan = await planText(t.app.db, unreadRows(t.app.db, reader.id));
    expect(plan).toMatch(/notifications_unread_idx/);
    expect(await unreadCount(t.app.db, reader.id)).toBe(limits.unreadCount);
  });

  it('marks all read by updating the reader alone', async () => {
    const plan = await planText(t.app.db, markAllRead(t.app.db, reader.id));
    expect(plan).not.toMatch(/notifications/);
    expect(plan).toMatch(/users_pkey/);
    await markAllRead(t.app.db, reader.id);
    expect(await unreadCount(t.app.db, reader.id)).toBe(0);
  });
});

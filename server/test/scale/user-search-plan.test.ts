import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { search } from '../../src/repositories/users.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { planText } from '../support/explain.ts';
import { bulkStatement } from '../support/bulk-statement.ts';

/**
 * The user search matches anywhere in the username or full name. On tens of
 * thousands of users the planner must answer a rare term from the trigram indexes;
 * without them it reads every user (a sequential scan), which grows with the community.
 */
let t: TestApp;
const tag = randomUUID().slice(0, 8);
const seeded = 20_000;

beforeAll(async () => {
  t = await buildTestApp();
  // Ids below every real one (UUIDv7 starts with the time): lists of other test files sharing the database, newest first, never meet them.
  await bulkStatement(
    t.app.db,
    sql`
    insert into users (id, full_name, username, email, password_hash, country, city)
    select '00000000-' || ${tag.slice(0, 4)} || '-7' || ${tag.slice(4, 7)} || '-8000-' || lpad(n::text, 12, '0'), 'Seeded ' || ${tag} || ' ' || n, 's' || ${tag} || '_' || n, 's' || ${tag} || '_' || n || '@example.com', 'x', 'EG', 'Cairo'
    from generate_series(1, ${seeded}) as n`,
  );
  await t.app.db.execute(sql`analyze users`);
}, 60_000);
afterAll(async () => {
  await bulkStatement(t.app.db, sql`delete from users where username like ${`s${tag}_%`}`);
  await t.close();
});

const planOf = (text: string) => planText(t.app.db, search(t.app.db, text, { limit: 20 }, null));

describe('user search on 20,000 users', () => {
  it('finds a rare name through the trigram indexes, not by reading every user', async () => {
    const plan = await planOf('whiskerbottom');
    expect(plan).toMatch(/users_(username|full_name)_trgm_idx/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });

  it('still finds the seeded users it names', async () => {
    const rows = await search(t.app.db, `s${tag}_4321`, { limit: 20 }, null);
    expect(rows.map((row) => row.username)).toEqual([`s${tag}_4321`]);
  });
});

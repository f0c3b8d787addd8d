import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { transactionInOneTrip } from '../../src/repositories/prepared.ts';
import { buildTestApp, type TestApp } from '../support/build.ts';
import { uniqueName } from '../support/accounts.ts';

let t: TestApp;
const table = sql.identifier(uniqueName('one_trip'));
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.execute(sql`create table ${table} (n int not null)`);
  await t.app.db.execute(sql`insert into ${table} values (0)`);
});
afterAll(async () => {
  await t.app.db.execute(sql`drop table ${table}`);
  await t.close();
});

const count = async () => ((await t.app.db.execute(sql`select count(*)::int as n from ${table}`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

describe('transactionInOneTrip', () => {
  it('runs its statements in one transaction, in order, and answers each one rows', async () => {
    const [first, second, third] = await transactionInOneTrip(t.app.db, [
      sql`select txid_current()::text as id`,
      sql`insert into ${table} values (1) returning n`,
      sql`select txid_current()::text as id, (select count(*)::int from ${table}) as n`,
    ]);
    expect(second).toEqual([{ n: 1 }]);
    expect(third).toEqual([{ id: first![0]!.id, n: 2 }]);
    expect(await count()).toBe(2);
    await t.app.db.execute(sql`delete from ${table} where n = 1`);
  });

  it('changes nothing when a later statement fails, and throws that statement error', async () => {
    const failing = transactionInOneTrip(t.app.db, [sql`insert into ${table} values (2)`, sql`select 1 / (select 0) as n`, sql`select 1 as n`]);
    expect(await failing.catch((error: unknown) => error)).toMatchObject({ cause: { message: expect.stringMatching(/division by zero/) } });
    expect(await count()).toBe(1);
    const [after] = await transactionInOneTrip(t.app.db, [sql`select count(*)::int as n from ${table}`]);
    expect(after).toEqual([{ n: 1 }]);
  });

  // A second transaction needs a second connection: PostgreSQL's pool, not PGlite's one.
  it.runIf(Boolean(inject('databaseUrl')))(
    'lets a statement see what another transaction committed while an earlier statement waited for its lock',
    async () => {
      let locked!: () => void;
      const lockHeld = new Promise<void>((resolve) => (locked = resolve));
      let finish!: () => void;
      const mayFinish = new Promise<void>((resolve) => (finish = resolve));
      const holder = t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select n from ${table} where n = 0 for update`);
        locked();
        await mayFinish;
        await tx.execute(sql`insert into ${table} values (3)`);
      });
      await lockHeld;
      const waiting = transactionInOneTrip(t.app.db, [
        sql`select n from ${table} where n = 0 for update`,
        sql`select count(*)::int as n from ${table}`,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      finish();
      await holder;
      const [, seen] = await waiting;
      expect(seen).toEqual([{ n: 2 }]);
      await t.app.db.execute(sql`delete from ${table} where n = 3`);
    },
  );
});

import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { createPasswordHasher } from '../src/services/passwords.ts';
import { type Column, communitySteps } from './community.ts';
import { seedFunctions } from './functions.ts';
import type { Sizes } from './sizes.ts';

/** Every seeded account signs in with this password (username or email `<name><n>@example.com`). */
export const seedPassword = 'pawpals-seed-1';

const counted = [
  'users',
  'sessions',
  'pets',
  'posts',
  'post_images',
  'likes',
  'comments',
  'replies',
  'follows',
  'blocks',
  'mutes',
  'messages',
  'notifications',
] as const;

export interface SeedReport {
  rows: Record<(typeof counted)[number], number>;
  /** Seconds taken by each step, VACUUM ANALYZE last. */
  seconds: Array<[string, number]>;
}

/**
 * Fills the PostgreSQL database at `url` (migrated first) with a community of
 * `sizes`, in one transaction, then VACUUM ANALYZE. Refuses a database that
 * already holds users unless `force`. Triggers and foreign-key checks are off
 * while loading (session_replication_role, which needs a superuser): the rows
 * are made consistent, counts and post cards included.
 */
export async function seedDatabase(url: string, sizes: Sizes, { force = false, log = (_line: string) => {} } = {}): Promise<SeedReport> {
  const migrated = await openDatabase({ database: 'postgres', databaseUrl: url, dataDir: '' });
  await migrated.close();
  const client = new pg.Client({ connectionString: url, application_name: 'pawpals-seed' });
  await client.connect();
  const seconds: Array<[string, number]> = [];
  const timed = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    const taken = (performance.now() - started) / 1000;
    seconds.push([name, taken]);
    log(`${name}: ${taken.toFixed(1)} s`);
  };
  try {
    const { rows } = await client.query<{ any: boolean }>('select exists (select 1 from users) as any');
    if (rows[0]?.any && !force) throw new Error('the database already holds users (--force seeds it anyway)');
    const passwordHash = await createPasswordHasher(19_456).hash(seedPassword);
    const now = Date.now();
    await client.query('begin');
    await client.query('set local session_replication_role = replica');
    await client.query('set local synchronous_commit = off');
    // The generated rows' counts are misjudged by far, which would have every statement compiled first: seconds for nothing.
    await client.query('set local jit = off');
    for (const statement of seedFunctions(sizes, now)) await client.query(statement);
    const postColumns = await client.query<Column>(
      `select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
       where attrelid = 'posts'::regclass and attnum > 0 and not attisdropped order by attnum`,
    );
    const steps = communitySteps(sizes, now, passwordHash, postColumns.rows);
    // Indexes other than the keys are made once at the end, which is far quicker than entry by entry (the words of posts above all).
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes i
       where schemaname = current_schema() and tablename = any($1)
         and not exists (select 1 from pg_constraint c where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
      [steps.filter((step) => !step.keepIndexes).map((step) => step.table)],
    );
    for (const index of indexes) await client.query(`drop index "${index.name}"`);
    for (const step of steps) {
      await timed(step.name, async () => {
        await client.query(step.sql);
        await client.query(`analyze ${step.table}`);
      });
    }
    await client.query("set local maintenance_work_mem = '256MB'");
    await timed('indexes', async () => {
      for (const index of indexes) await client.query(index.definition);
    });
    await client.query('commit');
    await timed('vacuum analyze', () => client.query('vacuum analyze'));
    const counts = await client.query<Record<string, string>>(
      `select ${counted.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`,
    );
    const row = counts.rows[0]!;
    return { rows: Object.fromEntries(counted.map((table) => [table, Number(row[table])])) as SeedReport['rows'], seconds };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import journal from '../../src/db/migrations/meta/_journal.json' with { type: 'json' };

const adminUrl = process.env.TEST_DATABASE_URL;

/** Several API processes started at once on an empty PostgreSQL database: the schema is made once, and every one of them starts. */
describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  const name = `pawpals_migrate_${process.pid}_${Date.now()}`;
  let url: string;
  const admin = () => new pg.Client({ connectionString: adminUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    const parsed = new URL(adminUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('run once, under a lock, when three processes start together', async () => {
    const opened: Database[] = await Promise.all(
      Array.from({ length: 3 }, () => openDatabase({ database: 'postgres', databaseUrl: url, dataDir: '', databaseSnapshot: undefined })),
    );
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    const applied = await check.query('SELECT hash FROM drizzle.__drizzle_migrations');
    const users = await check.query('SELECT count(*)::int AS n FROM users');
    await check.end();
    await Promise.all(opened.map((database) => database.close()));
    expect(applied.rowCount).toBe(journal.entries.length);
    expect(users.rows[0].n).toBe(0);
  });
});

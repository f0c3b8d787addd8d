import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.ts';

describe('a database in memory without a snapshot', () => {
  it('opens with its extensions and migrates (pg_trgm answers)', async () => {
    const { db, close } = await openDatabase({ database: 'memory', dataDir: '' });
    try {
      const { rows } = (await db.execute(sql`select similarity('pawpals', 'pawpal') > 0.5 as close`)) as unknown as { rows: { close: boolean }[] };
      expect(rows).toEqual([{ close: true }]);
    } finally {
      await close();
    }
  });
});

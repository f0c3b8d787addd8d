// `npm run seed -- --users 100000 --posts 1000000 [--force]`: bulk-loads a community into the PostgreSQL database named by DATABASE_URL.
import { parseArgs } from 'node:util';
import { seedDatabase, seedPassword } from './seed.ts';
import { sizesFor } from './sizes.ts';

const { values } = parseArgs({
  options: { users: { type: 'string', default: '1000' }, posts: { type: 'string', default: '10000' }, force: { type: 'boolean', default: false } },
});
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL must name the PostgreSQL database to seed');
  process.exit(1);
}
try {
  const sizes = sizesFor(Number(values.users), Number(values.posts));
  const started = performance.now();
  const report = await seedDatabase(url, sizes, { force: values.force, log: (line) => console.log(line) });
  console.log(
    Object.entries(report.rows)
      .map(([table, count]) => `${table}: ${count.toLocaleString('en')}`)
      .join('\n'),
  );
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s; every user's password is ${seedPassword}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

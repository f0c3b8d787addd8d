import fp from 'fastify-plugin';
import { openDatabase, type Db, type PoolUse } from '../../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PGlite or PostgreSQL through Drizzle; only repositories query it. */
    db: Db;
    /** How the PostgreSQL pool is used now; null on PGlite, which has none. */
    dbPoolUse: () => PoolUse | null;
  }
}

/** Opens the database named by the config, applies the migrations, and closes it with the app. */
export const dbPlugin = fp(
  async (app) => {
    const database = await openDatabase(app.config, (error) =>
      app.log.warn({ err: error }, 'database connection lost; the pool opens a new one when next needed'),
    );
    app.decorate('db', database.db);
    app.decorate('dbPoolUse', () => database.poolUse?.() ?? null);
    app.addHook('onClose', () => database.close());
  },
  { name: 'db', dependencies: ['config'] },
);

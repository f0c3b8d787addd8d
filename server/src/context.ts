import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { MediaStore } from './services/media.ts';
import type { PasswordHasher } from './services/passwords.ts';
import type { Bus } from './services/bus.ts';
import type { RateLimitRules } from './plugins/rate-limits.ts';

/** What route plugins share, decorated on the app as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  media: MediaStore;
  passwords: PasswordHasher;
  bus: Bus;
  rateLimits: RateLimitRules;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

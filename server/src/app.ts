import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import type { Config } from './config.ts';
import './context.ts';
import { openDatabase } from './db/client.ts';
import { createMediaStore } from './services/media.ts';
import { createPasswordHasher } from './services/passwords.ts';
import { createBus } from './services/bus.ts';
import { valibotCompiler } from './http/validation.ts';
import { errorHandler } from './http/error-handler.ts';
import { scheduleIdempotencyCleanup } from './http/mutation.ts';
import { registerJsonParser } from './http/json-parser.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerAuth } from './plugins/auth.ts';
import { rateLimitRules, registerRateLimits } from './plugins/rate-limits.ts';
import { registerStaticApp } from './plugins/static-app.ts';
import { connectRedis } from './services/redis.ts';
import { usersRoutes } from './routes/users.ts';
import { locationRoutes } from './routes/location.ts';
import { mediaRoutes } from './routes/media.ts';
import { petsRoutes } from './routes/pets.ts';
import { postsRoutes } from './routes/posts.ts';
import { galleryRoutes } from './routes/gallery.ts';
import { notificationsRoutes } from './routes/notifications.ts';
import { messagesRoutes } from './routes/messages.ts';
import { pushRoutes } from './routes/push.ts';
import { attachRealtime } from './realtime.ts';

/** Builds the whole server from a config; tests build it in process and use `app.inject`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300 },
    // A URL the router cannot decode is answered in the contract's error shape too.
    frameworkErrors: errorHandler,
  });
  const database = await openDatabase(config);
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  app.decorate('ctx', {
    config,
    db: database.db,
    media: createMediaStore(config.dataDir),
    passwords: createPasswordHasher(config.passwordMemoryKiB),
    bus: createBus(),
    rateLimits: rateLimitRules(config.rateLimitMultiplier),
  });
  app.addHook('onClose', async () => {
    await database.close();
    redis?.disconnect();
  });

  app.setValidatorCompiler(valibotCompiler);
  app.setErrorHandler(errorHandler);
  registerJsonParser(app);

  await registerSecurity(app, config.corsOrigin);
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(multipart);
  registerAuth(app);
  await registerRateLimits(app, app.ctx.rateLimits, redis);
  scheduleIdempotencyCleanup(app);

  await app.register(usersRoutes);
  await app.register(locationRoutes);
  await app.register(mediaRoutes);
  await app.register(petsRoutes);
  await app.register(postsRoutes);
  await app.register(galleryRoutes);
  await app.register(notificationsRoutes);
  await app.register(messagesRoutes);
  await app.register(pushRoutes);
  await registerStaticApp(app, config.staticDir);
  attachRealtime(app);
  return app;
}

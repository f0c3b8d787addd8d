import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import type { Config } from './config.ts';
import { securityPlugin } from './plugins/security.ts';
import { lifecyclePlugin } from './plugins/lifecycle.ts';
import { configPlugin } from './plugins/services/config.ts';
import { dbPlugin } from './plugins/services/db.ts';
import { mediaPlugin } from './plugins/services/media.ts';
import { passwordsPlugin } from './plugins/services/passwords.ts';
import { busPlugin } from './plugins/services/bus.ts';
import { redisPlugin } from './plugins/services/redis.ts';
import { pushPlugin } from './plugins/services/push.ts';
import { mailPlugin } from './plugins/services/mail.ts';
import { dataExportsPlugin } from './plugins/services/data-exports.ts';
import { authPlugin } from './plugins/auth.ts';
import { rateLimitsPlugin } from './plugins/rate-limits.ts';
import { jsonParserPlugin } from './plugins/json-parser.ts';
import { validationPlugin } from './plugins/validation.ts';
import { serializationPlugin } from './plugins/serialization.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { housekeepingPlugin } from './plugins/housekeeping.ts';
import { uploadCleanupPlugin } from './plugins/upload-cleanup.ts';
import { staticAppPlugin } from './plugins/static-app.ts';
import { realtimePlugin } from './plugins/realtime.ts';
import { apiRoutes } from './routes/index.ts';
import { healthRoutes } from './routes/health.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { trustProxies } from './http/trusted-proxies.ts';
import { defaultClientLimits, logConnectionCap, serverWithClientLimits } from './http/node-server.ts';
import { logSerializers } from './http/log-serializers.ts';

/**
 * Builds the whole server from a config; tests build it in process and use
 * `app.inject`. Plugins are registered in tiers, each tier relying only on
 * the ones above it:
 *
 * 1. external plugins (security headers and CORS, compression, multipart),
 *    and the shutdown's lifecycle (draining, then refusing late requests);
 * 2. app services, each decorating the instance with one thing (`app.config`,
 *    `app.db`, `app.media`, …) through fastify-plugin, so every route sees it;
 * 3. request handling shared by every route: authentication (`request.user`),
 *    rate limits, the JSON parser, validation, serialization, the error
 *    format, the removal of each request's temporary uploads, the hourly housekeeping (stored answers, expired sessions) and
 *    the Prometheus metrics (only with METRICS_TOKEN);
 * 4. the OpenAPI collector, then the health probes and the route plugins,
 *    encapsulated, one per resource;
 * 5. the built app (static files and the page fallback) and socket.io.
 */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, serializers: logSerializers },
    trustProxy: trustProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 300 },
    // A URL the router cannot decode is answered in the contract's error shape too.
    frameworkErrors: errorHandler,
    // A request arriving while the server closes is answered by the lifecycle plugin, in the API's shape and with Retry-After.
    return503OnClosing: false,
    serverFactory: serverWithClientLimits(config.clientLimits ?? defaultClientLimits),
    // No time limit on a plugin's start: the database plugin applies the migrations, which on a large
    // database (a new column of every post) or a busy machine take longer than Fastify's 10 s. A database
    // that does not answer fails by its own connection timeout instead.
    pluginTimeout: 0,
  });

  logConnectionCap(app.server, app.log);

  // Security first: its headers go on every answer, refusals by the later hooks included.
  await app.register(securityPlugin, { corsOrigin: config.corsOrigin });
  // Before any hook that may reach the database: a closing server refuses at once.
  await app.register(lifecyclePlugin);
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(multipart);

  await app.register(configPlugin, { config });
  await app.register(dbPlugin);
  await app.register(mediaPlugin);
  await app.register(passwordsPlugin);
  await app.register(busPlugin);
  await app.register(redisPlugin);
  await app.register(pushPlugin);
  await app.register(mailPlugin);
  await app.register(dataExportsPlugin);

  await app.register(authPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(jsonParserPlugin);
  await app.register(validationPlugin);
  await app.register(serializationPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(uploadCleanupPlugin);
  await app.register(housekeepingPlugin);
  await app.register(metricsPlugin);

  await app.register(openApiPlugin);
  await app.register(healthRoutes);
  await app.register(apiRoutes);

  await app.register(staticAppPlugin, { staticDir: config.staticDir });
  await app.register(realtimePlugin);
  return app;
}

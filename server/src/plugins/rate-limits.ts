import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { messages as m } from '#contract/messages.ts';
import { HttpError } from '../http/errors.ts';
import { defaultRedisKeyPrefix } from '../config.ts';
import { clientGroup } from '../http/client-group.ts';
import { failoverStore } from '../http/failover-rate-limit-store.ts';

interface Limit {
  max: number;
  timeWindow: number;
  keyGenerator: (request: FastifyRequest) => string;
}

const minutes = (count: number) => count * 60_000;

const emailOf = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** The API's limits, each scaled by the config (0 turns them all off). */
export function rateLimitRules(multiplier: number) {
  const scale = (max: number) => Math.max(1, Math.round(max * multiplier));
  const rule = (max: number, windowMinutes: number, keyGenerator: Limit['keyGenerator']): Limit => ({
    max: scale(max),
    timeWindow: minutes(windowMinutes),
    keyGenerator,
  });
  return {
    enabled: multiplier > 0,
    loginPerIp: rule(25, 5, (request) => `login-ip:${request.ip}`),
    loginPerEmail: rule(25, 60, (request) => `login-email:${emailOf(request)}`),
    registerPerIp: rule(5, 30, (request) => `register-ip:${request.ip}`),
    uploadsPerAccount: rule(30, 30, (request) => `upload:${request.user?.id ?? request.ip}`),
    // One photo per request: room for ten queued posts of ten photos each.
    mediaUploadsPerAccount: rule(100, 30, (request) => `media-upload:${request.user?.id ?? request.ip}`),
    signedInPerAccount: rule(1500, 5, (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`)),
    // Mailed links and the changes that send them: each mail is a cost to someone's inbox.
    passwordResetPerClient: rule(5, 15, (request) => `reset-client:${clientGroup(request.ip)}`),
    passwordResetPerEmail: rule(3, 60, (request) => `reset-email:${emailOf(request)}`),
    verificationResendPerAccount: rule(3, 60, (request) => `resend:${request.user?.id ?? request.ip}`),
    linkUsePerClient: rule(20, 10, (request) => `link-client:${clientGroup(request.ip)}`),
    accountChangesPerAccount: rule(10, 10, (request) => `account-change:${request.user?.id ?? request.ip}`),
    // Each report is a moderator's time: enough for anyone reporting what they see, not for a flood.
    reportsPerAccount: rule(30, 60, (request) => `report:${request.user?.id ?? request.ip}`),
    // A broken screen reports itself once per error; a loop or a script should not fill the log.
    clientErrorsPerClient: rule(20, 10, (request) => `client-errors:${clientGroup(request.ip)}`),
    // Generous: many phones can share one carrier address, and each reconnects now and then.
    socketHandshakesPerIp: rule(120, 1, (request) => `socket-ip:${request.ip}`),
  };
}
export type RateLimitRules = ReturnType<typeof rateLimitRules>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits routes name in `config: { rateLimit }`. */
    rateLimits: RateLimitRules;
  }
}

/**
 * Decorates the app with the limits and registers the global per-account one
 * (as a preHandler, so after authentication: it keys by user); a route's
 * `config: { rateLimit }` overrides it. With Redis the counts are shared
 * between processes, and kept in this process while Redis does not answer.
 */
export const rateLimitsPlugin = fp(
  async (app) => {
    const rules = rateLimitRules(app.config.rateLimitMultiplier);
    app.decorate('rateLimits', rules);
    if (!rules.enabled) return;
    await app.register(rateLimit, {
      global: true,
      hook: 'preHandler',
      ...rules.signedInPerAccount,
      ...(app.redis && { store: failoverStore(app.redis, `${app.config.redisKeyPrefix ?? defaultRedisKeyPrefix}-rl-`, app.log) }),
      errorResponseBuilder: () => new HttpError(429, m.tooManyRequests),
    });
  },
  { name: 'rate-limits', dependencies: ['config', 'redis', 'auth'] },
);

/**
 * A second limit on a route beyond its own `config.rateLimit` (login's per-email
 * one), as a preHandler. The plugin runs only one of its own hooks per
 * request, so this one checks through `createRateLimit` and answers 429 itself.
 */
export function extraLimit(app: FastifyInstance, limit: Limit) {
  if (!app.rateLimits.enabled) return [];
  const check = app.createRateLimit(limit);
  return [
    async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply
        .header('x-ratelimit-limit', result.max)
        .header('x-ratelimit-remaining', 0)
        .header('x-ratelimit-reset', result.ttlInSeconds)
        .header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, m.tooManyRequests);
    },
  ];
}

import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';
import { isSafeInput } from './input-guards.ts';

/**
 * JSON bodies through Fastify's own parser (it refuses `__proto__` and
 * `constructor.prototype` keys), where an empty body counts as none: the
 * spec's client sends follow and unfollow with a JSON content type and no body.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, (error, value) => {
      if (error || !isSafeInput(value)) return done(badRequest(), undefined);
      done(null, value);
    });
  });
}

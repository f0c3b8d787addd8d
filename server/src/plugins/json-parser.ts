import fp from 'fastify-plugin';
import { badRequest } from '../http/errors.ts';
import { isSafeInput } from '../http/input-guards.ts';

/**
 * JSON bodies through Fastify's own parser (it refuses `__proto__` and
 * `constructor.prototype` keys), where an empty body counts as none: older
 * clients send follow and unfollow with a JSON content type and no body.
 */
export const jsonParserPlugin = fp(
  async (app) => {
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
  },
  { name: 'json-parser' },
);

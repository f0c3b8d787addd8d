import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings the server was built with (from the environment, or a test's own). */
    config: Config;
  }
}

/** Decorates the app with its config; every other app plugin reads it from there. */
export const configPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);

import fp from 'fastify-plugin';
import { createPasswordHasher, type PasswordHasher } from '../../services/passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

/** Password hashing with the memory cost of the config. */
export const passwordsPlugin = fp(
  async (app) => {
    app.decorate('passwords', createPasswordHasher(app.config.passwordMemoryKiB));
  },
  { name: 'passwords', dependencies: ['config'] },
);

import fp from 'fastify-plugin';
import { createBus, type Bus } from '../../services/bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Committed changes, for whoever delivers them (sockets, web push). */
    bus: Bus;
  }
}

export const busPlugin = fp(
  async (app) => {
    app.decorate('bus', createBus());
  },
  { name: 'bus' },
);

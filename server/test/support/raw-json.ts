import type { FastifyInstance } from 'fastify';
import { uniqueIp } from './accounts.ts';

/** A POST whose body is sent as typed, broken or not, labelled JSON, from an address of its own. */
export const postRawJson = (app: FastifyInstance, url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload, remoteAddress: uniqueIp() });

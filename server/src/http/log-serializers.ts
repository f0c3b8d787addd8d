import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret (a data export's download link): never written to the log. */
const secretParameters = /([?&]token=)[^&#]*/g;

export const withoutSecrets = (url: string) => url.replace(secretParameters, '$1[hidden]');

/** Fastify's default request fields in the log, with the secrets of links taken out of the url. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

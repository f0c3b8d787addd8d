/** Whether the address `hop` steps out from the server (0: the peer) is one of our `proxies` proxies. */
export const isOwnProxy =
  (proxies: number) =>
  (_address: string, hop: number): boolean =>
    hop < proxies;

/**
 * Fastify's `trustProxy` for `proxies` proxies of our own in front of the server: the peer and the
 * next ones out are believed, so the client is the address the outermost proxy appended, N-th from
 * the end of X-Forwarded-For, and whatever the client wrote before that is not (`true` would take
 * the leftmost).
 */
export const trustProxies = (proxies: number) => (proxies > 0 ? isOwnProxy(proxies) : false);

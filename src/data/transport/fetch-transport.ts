import { createTransport, type Transport } from './transport.ts';

/**
 * A transport over a given fetch with no session of its own, for code that
 * passes each call's token (and for tests). Outside a page or worker, where
 * there is no origin of its own, paths resolve against `baseUrl`.
 */
export const fetchTransport = (
  fetcher: typeof fetch,
  onRevoked: (token: string) => void = () => undefined,
  baseUrl: string = globalThis.location?.origin ?? 'http://localhost',
): Transport => createTransport({ token: () => null, onRevoked, fetch: fetcher, baseUrl });

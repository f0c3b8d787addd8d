import type { Config } from '../../config.ts';

/**
 * An absolute address in the app for a mail's link: under `PUBLIC_URL`, or on
 * the server's own port of localhost when that is not set (a laptop). `path`
 * starts with `/` and goes under PUBLIC_URL's own path, if it has one; the
 * query's values are encoded here.
 */
export function publicLink(config: Pick<Config, 'publicUrl' | 'port'>, path: string, query: Record<string, string> = {}): string {
  if (!path.startsWith('/') || /[?#]/.test(path)) throw new Error(`a mail link's path starts with / and holds no query: ${path}`);
  const url = new URL(config.publicUrl ?? `http://localhost:${config.port}`);
  url.pathname = `${url.pathname.replace(/\/$/, '')}${path}`;
  url.search = '';
  url.hash = '';
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

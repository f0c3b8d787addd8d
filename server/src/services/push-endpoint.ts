import { isIP } from 'node:net';

/**
 * Browsers' push services are public HTTPS hosts. Anything else would make
 * the server post to an address of the caller's choosing, such as a host on
 * the server's own network. `allowedOrigins` are push services the operator
 * names on purpose (PUSH_SERVICE_ORIGINS: a self-hosted one, or a test's).
 */
export function isPushServiceEndpoint(endpoint: string, allowedOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (allowedOrigins.includes(url.origin) && !url.username && !url.password) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  if (isIP(host) !== 0 || !host.includes('.')) return false;
  return !(host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'));
}

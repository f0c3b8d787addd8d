import { paths } from '@/contract/paths.ts';
import { http } from './http.ts';

const reported = new WeakSet<object>();

/**
 * Tells the server's log about a screen that threw: once per error however often
 * the error screen renders, fire-and-forget, never through the outbox (a report
 * that cannot be sent now is not worth keeping).
 */
export function reportClientError(error: unknown): void {
  const key = typeof error === 'object' && error !== null ? error : null;
  if (key) {
    if (reported.has(key)) return;
    reported.add(key);
  }
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 1000);
  const stack = error instanceof Error && error.stack ? error.stack.slice(0, 8000) : undefined;
  const url = location.href.slice(0, 2000);
  http.post(paths.clientErrors, { json: { message, url, ...(stack && { stack }) } }).catch(() => undefined);
}

import { limits } from '@/contract/limits.ts';
import { nextCursorHeader } from '@/contract/paths.ts';
import { transport } from '../http.ts';

export interface Page<T> {
  items: T[];
  /** The next page's cursor (X-Next-Cursor), null on the last page. */
  next: string | null;
}

/** One page of a growing list (`?limit=&before=`, newest first); `query` adds the list's own filters. */
export async function getPage<T>(
  path: string,
  before: string | null,
  limit: number = limits.page.default,
  query: Record<string, string> = {},
): Promise<Page<T>> {
  const searchParams: Record<string, string | number> = { ...query, limit };
  if (before) searchParams.before = before;
  const answer = await transport.request<T[]>({ method: 'GET', path, searchParams });
  return { items: answer.data, next: answer.headers.get(nextCursorHeader) };
}

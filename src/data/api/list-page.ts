import { limits } from '@/contract/limits.ts';
import { nextCursorHeader } from '@/contract/paths.ts';
import { http } from '../http.ts';

export interface Page<T> {
  items: T[];
  /** The next page's cursor (X-Next-Cursor), null on the last page. */
  next: string | null;
}

/** One page of a growing list (API.md: `?limit=&before=`, newest first). */
export async function getPage<T>(path: string, before: string | null, limit: number = limits.page.default): Promise<Page<T>> {
  const searchParams: Record<string, string | number> = { limit };
  if (before) searchParams.before = before;
  const response = await http.get(path, { searchParams });
  const items = (await response.json()) as T[];
  return { items, next: response.headers.get(nextCursorHeader) };
}

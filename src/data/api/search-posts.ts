import type { Post } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { nextCursorHeader, paths } from '@/contract/paths.ts';
import { transport } from '../http.ts';
import type { Page } from './list-page.ts';

/** One page of the posts that hold the words, best match first. */
export async function searchPosts(q: string, before: string | null, limit: number = limits.page.default): Promise<Page<Post>> {
  const searchParams: Record<string, string | number> = { q, limit };
  if (before) searchParams.before = before;
  const answer = await transport.request<Post[]>({ method: 'GET', path: paths.searchPosts, searchParams });
  return { items: answer.data, next: answer.headers.get(nextCursorHeader) };
}

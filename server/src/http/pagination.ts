import type { FastifyReply } from 'fastify';
import { nextCursorHeader } from '#contract/paths.ts';

/**
 * Keyset pages: the query asks for `limit + 1` rows newest first; when the
 * extra row exists, the last kept row's id is the next page's cursor.
 */
export function takePage<T extends { id: string }>(rows: T[], limit: number, reply: FastifyReply): T[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  reply.header(nextCursorHeader, page[page.length - 1]!.id);
  return page;
}

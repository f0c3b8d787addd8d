import type { FastifyInstance, FastifyReply } from 'fastify';
import { nextCursorHeader, paths } from '#contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import * as posts from '../../repositories/posts.ts';
import type { PostScope } from '../../repositories/posts.ts';
import { postDetail } from '../../services/posts.ts';
import { postView } from '../../views/posts.ts';

type ListRequest = { Params: { id: string }; Querystring: PaginationQuery };

export async function postReadRoutes(app: FastifyInstance) {
  const { db } = app;
  const cache = app.postPages;

  /** A page as takePage would make it (limit + 1 rows; the last kept id is the next cursor), kept in the cache as sent. */
  const page = async (list: string, scope: PostScope, query: PaginationQuery, reply: FastifyReply) => {
    const { json, next } = await cache.read(`${list}|${query.limit}|${query.before ?? ''}`, async () => {
      const rows = await posts.listRecords(db, scope, query);
      const kept = rows.slice(0, query.limit);
      return { json: JSON.stringify(kept.map(postView)), next: rows.length > query.limit ? kept.at(-1)!.id : undefined };
    });
    if (next) reply.header(nextCursorHeader, next);
    return reply.type('application/json; charset=utf-8').send(json);
  };
  const listSchema = { params: idParams, querystring: paginationQuery };

  // Older clients ask for the feed as `/posts/`, with the slash.
  for (const url of [paths.posts, `${paths.posts}/`]) {
    app.get<{ Querystring: PaginationQuery }>(url, { schema: { querystring: paginationQuery } }, (request, reply) =>
      page('all', null, request.query, reply),
    );
  }

  app.get<ListRequest>(paths.userPosts(':id'), { schema: listSchema }, (request, reply) =>
    page(`user:${request.params.id}`, { userId: request.params.id }, request.query, reply),
  );

  app.get<ListRequest>(paths.petPosts(':id'), { schema: listSchema }, (request, reply) =>
    page(`pet:${request.params.id}`, { petId: request.params.id }, request.query, reply),
  );

  app.get<{ Params: { id: string } }>(paths.post(':id'), { schema: { params: idParams } }, (request) =>
    postDetail(db, request.params.id),
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '#contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import * as likes from '../../repositories/likes.ts';
import * as posts from '../../repositories/posts.ts';
import type { PostScope } from '../../repositories/posts.ts';
import { takePage } from '../../http/pagination.ts';
import { getPostOr404, postDetail } from '../../services/posts.ts';
import { publicUsers } from '../../services/users.ts';
import { postView } from '../../views/posts.ts';

type ListRequest = { Params: { id: string }; Querystring: PaginationQuery };

/**
 * Post lists are read from the database on every request, never from a
 * per-process copy, so any process answers with every committed change.
 */
export async function postReadRoutes(app: FastifyInstance) {
  const { db } = app;

  const page = async (scope: PostScope, request: FastifyRequest<{ Querystring: PaginationQuery }>, reply: FastifyReply) => {
    const rows = await posts.listRecords(db, scope, request.query, request.user?.id ?? null);
    return takePage(rows, request.query.limit, reply).map(postView);
  };
  const listSchema = { params: idParams, querystring: paginationQuery };

  // Older clients ask for the feed as `/posts/`, with the slash.
  for (const url of [paths.posts, `${paths.posts}/`]) {
    app.get<{ Querystring: PaginationQuery }>(url, { schema: { querystring: paginationQuery } }, (request, reply) =>
      page(null, request, reply),
    );
  }

  app.get<ListRequest>(paths.userPosts(':id'), { schema: listSchema }, (request, reply) =>
    page({ userId: request.params.id }, request, reply),
  );

  app.get<ListRequest>(paths.petPosts(':id'), { schema: listSchema }, (request, reply) =>
    page({ petId: request.params.id }, request, reply),
  );

  app.get<{ Params: { id: string } }>(paths.post(':id'), { schema: { params: idParams } }, (request) =>
    postDetail(db, request.params.id, request.user?.id ?? null),
  );

  /** Who liked the post, a page at a time. */
  app.get<ListRequest>(paths.postLikes(':id'), { schema: listSchema }, async (request, reply) => {
    await getPostOr404(db, request.params.id);
    const rows = await likes.likersPage(db, request.params.id, request.query);
    return publicUsers(db, takePage(rows, request.query.limit, reply), request.user?.id ?? null);
  });
}

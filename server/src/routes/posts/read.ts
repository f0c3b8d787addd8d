import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { paths } from '../../../../src/contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '../../../../src/contract/schemas/common.ts';
import { posts } from '../../db/schema.ts';
import { takePage } from '../../http/pagination.ts';
import { listPostRecords, postDetail } from '../../services/posts.ts';
import { postView } from '../../views/posts.ts';

type ListRequest = { Params: { id: string }; Querystring: PaginationQuery };

export async function postReadRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const page = async (filter: SQL | undefined, query: PaginationQuery, reply: FastifyReply) =>
    takePage(await listPostRecords(db, filter, query), query.limit, reply).map(postView);
  const listSchema = { params: idParams, querystring: paginationQuery };

  app.get<{ Querystring: PaginationQuery }>(paths.posts, { schema: { querystring: paginationQuery } }, (request, reply) =>
    page(undefined, request.query, reply),
  );

  app.get<ListRequest>(paths.userPosts(':id'), { schema: listSchema }, (request, reply) =>
    page(eq(posts.userId, request.params.id), request.query, reply),
  );

  app.get<ListRequest>(paths.petPosts(':id'), { schema: listSchema }, (request, reply) =>
    page(eq(posts.petId, request.params.id), request.query, reply),
  );

  app.get<{ Params: { id: string } }>(paths.post(':id'), { schema: { params: idParams } }, (request) =>
    postDetail(db, request.params.id),
  );
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { paths } from '#contract/paths.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { postAnswer, postPage } from '#contract/schemas/responses/posts.ts';
import { publicUserPage } from '#contract/schemas/responses/users.ts';
import { answers } from '../../http/answers.ts';
import * as likes from '../../repositories/likes.ts';
import * as posts from '../../repositories/posts.ts';
import type { PostScope } from '../../repositories/posts.ts';
import { takePage } from '../../http/pagination.ts';
import { getPostOr404, postDetail } from '../../services/posts.ts';
import { publicUsers } from '../../services/users.ts';
import { postPageJson } from '../../views/posts.ts';
import { hideIfBlocked } from '../../services/blocking.ts';
import { messages as m } from '#contract/messages.ts';

const asIs = (payload: unknown) => payload as string;

type ListRequest = { Params: { id: string }; Querystring: PaginationQuery };

/**
 * Post lists are read from the database on every request, never from a
 * per-process copy, so any process answers with every committed change.
 */
export async function postReadRoutes(app: FastifyInstance) {
  const { db } = app;

  /** The page goes out as the text the stored cards make, with no parse or serializer between (see postPageJson). */
  const page = async (scope: PostScope, request: FastifyRequest<{ Querystring: PaginationQuery }>, reply: FastifyReply) => {
    const rows = await posts.listRecords(db, scope, request.query, request.user?.id ?? null);
    const json = postPageJson(takePage(rows, request.query.limit, reply));
    return reply.type('application/json; charset=utf-8').serializer(asIs).send(json);
  };
  const listSchema = (summary: string) => ({
    summary,
    tags: ['posts'],
    params: idParams,
    querystring: paginationQuery,
    response: answers({ 200: postPage }),
  });

  // Older clients ask for the feed as `/posts/`, with the slash.
  for (const url of [paths.posts, `${paths.posts}/`]) {
    const schema = {
      summary: 'The feed',
      tags: ['posts'],
      hide: url !== paths.posts,
      querystring: paginationQuery,
      response: answers({ 200: postPage }),
    };
    app.get<{ Querystring: PaginationQuery }>(url, { schema }, (request, reply) => page(null, request, reply));
  }

  app.get<ListRequest>(
    paths.userPosts(':id'),
    { schema: { ...listSchema("A user's posts"), response: answers({ 200: postPage }, 404) } },
    async (request, reply) => {
      await hideIfBlocked(db, request.user?.id ?? null, request.params.id, m.userNotFound);
      return page({ userId: request.params.id }, request, reply);
    },
  );

  app.get<ListRequest>(paths.petPosts(':id'), { schema: listSchema('Posts about a pet') }, (request, reply) =>
    page({ petId: request.params.id }, request, reply),
  );

  app.get<{ Params: { id: string } }>(
    paths.post(':id'),
    { schema: { summary: 'A post with its comments', tags: ['posts'], params: idParams, response: answers({ 200: postAnswer }, 404) } },
    (request) => postDetail(db, request.params.id, request.user?.id ?? null),
  );

  /** Who liked the post, a page at a time. */
  app.get<ListRequest>(
    paths.postLikes(':id'),
    { schema: { ...listSchema('Who likes a post'), response: answers({ 200: publicUserPage }, 404) } },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null;
      const post = await getPostOr404(db, request.params.id);
      await hideIfBlocked(db, viewerId, post.userId, m.postNotFound);
      const rows = await likes.likersPage(db, post.id, request.query, viewerId);
      return publicUsers(db, takePage(rows, request.query.limit, reply), viewerId);
    },
  );
}

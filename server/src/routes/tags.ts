import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { idempotencyHeaders } from '#contract/schemas/common.ts';
import { messageAnswer } from '#contract/schemas/responses/common.ts';
import { postPage } from '#contract/schemas/responses/posts.ts';
import { followedTagAnswer } from '#contract/schemas/responses/tags.ts';
import { tagParams, tagPostsQuery, type TagParams } from '#contract/schemas/tags.ts';
import type { PaginationQuery } from '#contract/schemas/common.ts';
import * as v from 'valibot';
import { answers, replayErrors } from '../http/answers.ts';
import { runMutation } from '../http/mutation.ts';
import { takePage } from '../http/pagination.ts';
import { requireUser } from '../plugins/auth.ts';
import { tagPostRecords } from '../repositories/post-tags.ts';
import * as tagFollows from '../repositories/tag-follows.ts';
import { postPageJson } from '../views/posts.ts';

const asIs = (payload: unknown) => payload as string;

const followSchema = (summary: string) => ({
  summary,
  tags: ['tags'],
  params: tagParams,
  headers: idempotencyHeaders,
  response: answers({ 200: messageAnswer }, replayErrors),
});

/** Hashtags: the posts carrying one, and the tags a user follows. */
export async function tagsRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get<{ Params: TagParams; Querystring: PaginationQuery }>(
    paths.tagPosts(':tag'),
    {
      schema: {
        summary: 'The posts carrying the hashtag (any case, any script), newest first',
        tags: ['tags'],
        params: tagParams,
        querystring: tagPostsQuery,
        response: answers({ 200: postPage }),
      },
    },
    async (request, reply) => {
      const rows = await tagPostRecords(db, request.params.tag, request.query, request.user?.id ?? null);
      return reply
        .type('application/json; charset=utf-8')
        .serializer(asIs)
        .send(postPageJson(takePage(rows, request.query.limit, reply)));
    },
  );

  app.put<{ Params: TagParams }>(paths.followTag(':tag'), { schema: followSchema('Follow a hashtag') }, async (request, reply) => {
    const caller = requireUser(request);
    return runMutation(request, reply, async (tx) => {
      await tagFollows.follow(tx, caller.id, request.params.tag);
      return { status: 200, body: { message: m.tagFollowed } };
    });
  });

  app.put<{ Params: TagParams }>(paths.unfollowTag(':tag'), { schema: followSchema('Stop following a hashtag') }, async (request, reply) => {
    const caller = requireUser(request);
    return runMutation(request, reply, async (tx) => {
      await tagFollows.unfollow(tx, caller.id, request.params.tag);
      return { status: 200, body: { message: m.tagUnfollowed } };
    });
  });

  app.get(
    paths.followedTags,
    {
      schema: {
        summary: 'The hashtags the caller follows, the latest first',
        tags: ['tags'],
        response: answers({ 200: v.array(followedTagAnswer) }),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const rows = await tagFollows.followedBy(db, caller.id);
      return rows.map((row) => ({ tag: row.tag, followedAt: row.followedAt.toISOString() }));
    },
  );
}

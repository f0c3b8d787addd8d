import type { FastifyInstance } from 'fastify';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import { idParams, paginationQuery, type PaginationQuery } from '#contract/schemas/common.ts';
import { commentParams } from '#contract/schemas/posts.ts';
import { commentPage, replyPage } from '#contract/schemas/responses/posts.ts';
import { answers } from '../../http/answers.ts';
import { takePage } from '../../http/pagination.ts';
import * as comments from '../../repositories/comments.ts';
import * as replies from '../../repositories/replies.ts';
import { hideIfBlocked } from '../../services/blocking.ts';
import { getCommentOr404, withNewestReplies } from '../../services/comments.ts';
import { getPostOr404 } from '../../services/posts.ts';
import { replyView } from '../../views/posts.ts';
import { userSummary } from '../../views/users.ts';

/** A post's comments and a comment's replies, a page at a time, newest first. */
export async function commentPageRoutes(app: FastifyInstance) {
  const { db } = app;

  /** The post, unless the viewer and its author block one another (then 404, as the post itself answers). */
  const visiblePost = async (postId: string, viewerId: string | null) => {
    const post = await getPostOr404(db, postId);
    await hideIfBlocked(db, viewerId, post.userId, m.postNotFound);
    return post;
  };

  app.get<{ Params: { id: string }; Querystring: PaginationQuery }>(
    paths.comments(':id'),
    {
      schema: {
        summary: "A post's comments, each with its newest replies and its replies' count",
        tags: ['posts'],
        params: idParams,
        querystring: paginationQuery,
        response: answers({ 200: commentPage }, 404),
      },
    },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null;
      const post = await visiblePost(request.params.id, viewerId);
      const rows = await comments.pageOfPost(db, post.id, viewerId, request.query);
      return withNewestReplies(db, takePage(rows, request.query.limit, reply), viewerId);
    },
  );

  app.get<{ Params: { postId: string; commentId: string }; Querystring: PaginationQuery }>(
    paths.replies(':postId', ':commentId'),
    {
      schema: {
        summary: "A comment's replies",
        tags: ['posts'],
        params: commentParams,
        querystring: paginationQuery,
        response: answers({ 200: replyPage }, 404),
      },
    },
    async (request, reply) => {
      const viewerId = request.user?.id ?? null;
      const post = await visiblePost(request.params.postId, viewerId);
      const comment = await getCommentOr404(db, post.id, request.params.commentId);
      const rows = await replies.pageOfComment(db, comment.id, viewerId, request.query);
      return takePage(rows, request.query.limit, reply).map((row) => replyView(row.reply, userSummary(row.user)));
    },
  );
}

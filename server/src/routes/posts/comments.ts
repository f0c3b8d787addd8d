import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { paths } from '../../../../src/contract/paths.ts';
import { messages as m } from '../../../../src/contract/messages.ts';
import { idParams } from '../../../../src/contract/schemas/common.ts';
import { commentParams, commentSchema, replySchema } from '../../../../src/contract/schemas/posts.ts';
import { comments, replies } from '../../db/schema.ts';
import { newId } from '../../db/ids.ts';
import { runMutation } from '../../http/mutation.ts';
import { requireUser } from '../../plugins/auth.ts';
import { authorize, policies } from '../../services/policies.ts';
import { getPostOr404 } from '../../services/posts.ts';
import { adjustCommentsCount, authorSummary, getCommentOr404 } from '../../services/comments.ts';
import { createNotification } from '../../services/notifications.ts';
import { postPageCache } from '../../services/post-page-cache.ts';
import { commentView, replyView } from '../../views/posts.ts';

type Content = v.InferOutput<typeof commentSchema>;
type CommentIds = { postId: string; commentId: string };

export async function commentRoutes(app: FastifyInstance) {
  const { bus } = app.ctx;
  // Comments change a post's commentsCount; replies do not.
  const cache = postPageCache(app.ctx);

  app.post<{ Params: { id: string }; Body: Content }>(
    paths.comments(':id'),
    { schema: { params: idParams, body: commentSchema } },
    async (request, reply) => {
      const caller = requireUser(request);
      return runMutation(request, reply, async (tx) => {
        const post = await getPostOr404(tx, request.params.id, 'key share');
        const [row] = await tx.insert(comments).values({ id: newId(), postId: post.id, userId: caller.id, content: request.body.content }).returning();
        await adjustCommentsCount(tx, post.id, 1);
        const notification = await createNotification(tx, { recipientId: post.userId, fromUserId: caller.id, type: 'comment', postId: post.id });
        return {
          status: 201,
          body: { comment: commentView(row!, await authorSummary(tx, caller.id)) },
          afterCommit: () => {
            cache.invalidate();
            if (notification) bus.emit('notification', post.userId, notification);
          },
        };
      });
    },
  );

  app.post<{ Params: CommentIds; Body: Content }>(
    paths.replies(':postId', ':commentId'),
    { schema: { params: commentParams, body: replySchema } },
    async (request, reply) => {
      const caller = requireUser(request);
      const { postId, commentId } = request.params;
      return runMutation(request, reply, async (tx) => {
        await getPostOr404(tx, postId);
        const comment = await getCommentOr404(tx, postId, commentId, 'key share');
        const [row] = await tx.insert(replies).values({ id: newId(), commentId, userId: caller.id, content: request.body.content }).returning();
        const notification = await createNotification(tx, { recipientId: comment.userId, fromUserId: caller.id, type: 'reply', postId });
        return {
          status: 201,
          body: { reply: replyView(row!, await authorSummary(tx, caller.id)) },
          afterCommit: () => notification && bus.emit('notification', comment.userId, notification),
        };
      });
    },
  );

  /** By the comment's author or the post's author; its replies go with it. */
  app.delete<{ Params: CommentIds }>(paths.comment(':postId', ':commentId'), { schema: { params: commentParams } }, async (request, reply) => {
    const caller = requireUser(request);
    const { postId, commentId } = request.params;
    return runMutation(request, reply, async (tx) => {
      const post = await getPostOr404(tx, postId, 'key share');
      const comment = await getCommentOr404(tx, postId, commentId, 'update');
      authorize(policies.comment.delete(caller, comment, post));
      await tx.delete(comments).where(eq(comments.id, comment.id));
      await adjustCommentsCount(tx, post.id, -1);
      return { status: 200, body: { message: m.commentDeleted }, afterCommit: () => cache.invalidate() };
    });
  });
}

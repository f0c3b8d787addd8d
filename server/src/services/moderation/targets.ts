import type * as v from 'valibot';
import { messages as m } from '#contract/messages.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import type { ReportTargetType } from '#contract/schemas/safety.ts';
import type { reportedContentAnswer } from '#contract/schemas/responses/safety.ts';
import type { Queryable } from '../../db/client.ts';
import { badRequest, foundOr404, notFound } from '../../http/errors.ts';
import type { MediaService } from '../../plugins/services/media.ts';
import * as comments from '../../repositories/comments.ts';
import * as messages from '../../repositories/messages.ts';
import * as postImages from '../../repositories/post-images.ts';
import * as posts from '../../repositories/posts.ts';
import * as replies from '../../repositories/replies.ts';
import { hideIfBlocked, getVisibleUserOr404 } from '../blocking.ts';
import { summaryOf } from '../users.ts';

export type ReportedContent = v.InferOutput<typeof reportedContentAnswer>;

/** What a report keeps of its target: whose it is, and a copy of it as it is now. */
export interface ReportedTarget {
  userId: string;
  snapshot: ReportedContent;
}

const missing = () => notFound(m.reportTargetNotFound);

/** A short item of content: its author and words, checked visible to the reporter. */
async function shortContent(db: Queryable, reporterId: string, row: { userId: string; content: string } | null, postId: string | null) {
  const found = foundOr404(row, m.reportTargetNotFound);
  await hideIfBlocked(db, reporterId, found.userId, m.reportTargetNotFound);
  const snapshot = { author: await summaryOf(db, found.userId), title: null, text: found.content, images: [], postId };
  return { userId: found.userId, snapshot };
}

/**
 * The target as the reporter may see it, with a copy of its content: 404 when
 * it does not exist or is hidden from the reporter; a message only for one
 * of its two participants.
 */
export async function reportableTarget(db: Queryable, reporterId: string, type: ReportTargetType, id: string): Promise<ReportedTarget> {
  switch (type) {
    case 'post': {
      const post = foundOr404(await posts.find(db, id), m.reportTargetNotFound);
      await hideIfBlocked(db, reporterId, post.userId, m.reportTargetNotFound);
      const author = await summaryOf(db, post.userId);
      return { userId: post.userId, snapshot: { author, title: post.title, text: post.body, images: await postImages.urlsOf(db, id), postId: id } };
    }
    case 'comment': {
      const comment = await comments.findById(db, id);
      return shortContent(db, reporterId, comment, comment?.postId ?? null);
    }
    case 'reply': {
      const found = await replies.findWithPost(db, id);
      return shortContent(db, reporterId, found?.reply ?? null, found?.postId ?? null);
    }
    case 'message': {
      const message = await messages.find(db, id);
      if (!message || (message.senderId !== reporterId && message.receiverId !== reporterId)) throw missing();
      const author = await summaryOf(db, message.senderId);
      return { userId: message.senderId, snapshot: { author, title: null, text: message.content, images: [], postId: null } };
    }
    case 'user': {
      const user = await getVisibleUserOr404(db, id, reporterId);
      const author = { _id: user.id, fullName: user.fullName, username: user.username, avatar: user.avatar };
      return { userId: user.id, snapshot: { author, title: null, text: user.bio, images: user.avatar ? [user.avatar] : [], postId: null } };
    }
  }
}

/** What a removal leaves to do once committed: image files to delete, and the live update for the post's watchers or the message's participants. */
export interface Removed {
  files: string[];
  postUpdate: PostUpdate | null;
  removedMessage: { messageId: string; participants: string[] } | null;
}

const nothingLeft: Removed = { files: [], postUpdate: null, removedMessage: null };

/**
 * Deletes the target for everyone (what an author's own delete does), if it
 * still exists; `by` is the moderator, named in the live update. An account
 * is suspended, never removed.
 */
export async function removeTarget(tx: Queryable, media: MediaService, by: string, type: ReportTargetType, id: string): Promise<Removed> {
  switch (type) {
    case 'post': {
      const files = await media.forget(tx, await postImages.urlsOf(tx, id));
      await posts.remove(tx, id);
      return { ...nothingLeft, files, postUpdate: { kind: 'removed', postId: id, by } };
    }
    case 'comment': {
      const comment = await comments.findById(tx, id, 'update');
      if (!comment) return nothingLeft;
      await comments.remove(tx, id);
      const commentsCount = await posts.moveCommentsCount(tx, comment.postId, -1);
      return { ...nothingLeft, postUpdate: { kind: 'comment-removed', postId: comment.postId, by, commentId: id, commentsCount } };
    }
    case 'reply': {
      const found = await replies.findWithPost(tx, id);
      if (!found) return nothingLeft;
      await replies.remove(tx, id);
      return { ...nothingLeft, postUpdate: { kind: 'reply-removed', postId: found.postId, by, commentId: found.reply.commentId, replyId: id } };
    }
    case 'message': {
      const message = await messages.find(tx, id);
      if (!message) return nothingLeft;
      await messages.remove(tx, id);
      return { ...nothingLeft, removedMessage: { messageId: id, participants: [message.senderId, message.receiverId] } };
    }
    case 'user':
      throw badRequest(m.cannotRemoveAccount);
  }
}

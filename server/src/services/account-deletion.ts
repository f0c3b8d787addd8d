import type { FastifyInstance } from 'fastify';
import type { PostUpdate } from '#contract/post-update.ts';
import type { Queryable } from '../db/client.ts';
import * as removal from '../repositories/account-deletion.ts';
import * as dataExports from '../repositories/data-exports.ts';
import * as sessions from '../repositories/sessions.ts';
import type { UserRow } from '../repositories/users.ts';
import { mailLanguageOf } from './account-links.ts';

/** What the deletion leaves to do once it has committed. */
export interface DeletedAccount {
  /** Its sessions, whose open sockets are to be dropped. */
  sessionIds: string[];
  /** The media urls of everything it owned, whose files are to be removed. */
  images: string[];
  /** The keys of its data exports' archives, to be removed too. */
  exportFiles: string[];
  /** For the screens showing other people's posts it liked or commented on: the new counts, and its comments gone. */
  postUpdates: PostUpdate[];
}

/**
 * Deletes an account and all it made, inside the caller's transaction, with
 * the user row locked (`lockUser`). Its own rows go through the foreign keys
 * (posts with their images, comments and likes; its comments and replies
 * elsewhere; likes, follows, messages, pets and galleries, sessions, push
 * subscriptions, notifications either way, mailed-link tokens, data exports); first, the
 * counts other people's posts and profiles keep of it are moved, in the same
 * transaction. No other post's card names the account (a post shows its own
 * author and only its author's pets), so no card changes. The notice mail is
 * queued here too: its row names the address, not the account, and stays.
 */
export async function deleteAccount(app: Pick<FastifyInstance, 'config' | 'mail' | 'media'>, tx: Queryable, user: UserRow): Promise<DeletedAccount> {
  const images = await removal.imagesOwnedBy(tx, user.id);
  // Queued with the deletion, so they stop being served when it commits and leave the store even if it is down now.
  await app.media.forget(tx, images);
  const exportFiles = await dataExports.fileKeysOf(tx, user.id);
  const likes = await removal.releaseLikes(tx, user.id);
  const removedComments = await removal.commentsOnOthersPosts(tx, user.id);
  const commentCounts = new Map((await removal.releaseComments(tx, user.id)).map((row) => [row.postId, row.commentsCount]));
  await removal.releaseFollows(tx, user.id);
  const sessionIds = await sessions.removeAll(tx, user.id);
  await app.mail.enqueue(tx, {
    to: user.email,
    language: mailLanguageOf(user),
    kind: 'account-deleted',
    data: { name: user.fullName },
    dedupeKey: `account-deleted:${user.id}`,
  });
  await removal.removeUser(tx, user.id);
  const by = user.id;
  const postUpdates: PostUpdate[] = [
    ...likes.map(({ postId, likesCount }): PostUpdate => ({ kind: 'likes', postId, by, liked: false, likesCount })),
    ...removedComments.map(
      ({ postId, commentId }): PostUpdate => ({ kind: 'comment-removed', postId, by, commentId, commentsCount: commentCounts.get(postId) ?? 0 }),
    ),
  ];
  return { sessionIds, images, exportFiles, postUpdates };
}

import { db } from './db.ts';

/**
 * What a block takes off this device at once: the blocked person's posts (with
 * their comments), their comments and replies elsewhere, the follows between
 * the two both ways, the conversation and their notifications.
 */
export async function forgetUserContent(selfId: string, targetId: string): Promise<void> {
  const postIds = await db.posts.where('user._id').equals(targetId).primaryKeys();
  await db.posts.bulkDelete(postIds);
  await db.comments.where('postId').anyOf(postIds).delete();
  await forgetComments(targetId);
  await endFollows(selfId, targetId);
  await db.messages.filter((message) => message.sender === targetId || message.receiver === targetId).delete();
  await db.notifications.filter((notification) => notification.from._id === targetId).delete();
}

async function forgetComments(targetId: string) {
  const theirs = await db.comments.filter((comment) => comment.user._id === targetId).toArray();
  await db.comments.bulkDelete(theirs.map((comment) => comment._id));
  for (const comment of theirs) {
    await db.posts
      .where('_id')
      .equals(comment.postId)
      .modify((post) => {
        post.commentsCount = Math.max(0, post.commentsCount - 1);
      });
  }
  await db.comments
    .filter((comment) => comment.replies.some((reply) => reply.user._id === targetId))
    .modify((comment) => {
      comment.replies = comment.replies.filter((reply) => reply.user._id !== targetId);
    });
}

/** Neither follows the other any more; both users' stored counts follow. */
async function endFollows(selfId: string, targetId: string) {
  const target = await db.users.get(targetId);
  if (!target) return;
  const followed = target.followedByMe ? 1 : 0;
  const follower = target.followsMe ? 1 : 0;
  await db.users.update(targetId, {
    followedByMe: false,
    followsMe: false,
    followersCount: Math.max(0, target.followersCount - followed),
    followingCount: Math.max(0, target.followingCount - follower),
  });
  await db.users
    .where('_id')
    .equals(selfId)
    .modify((self) => {
      self.followingCount = Math.max(0, self.followingCount - followed);
      self.followersCount = Math.max(0, self.followersCount - follower);
    });
}

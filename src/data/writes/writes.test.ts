import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserSummary } from '@/contract/entities.ts';
import { conversationIdOf } from '@/contract/conversation.ts';
import { messages } from '@/contract/messages.ts';
import { likeAnswer, newCommentAnswer, newReplyAnswer } from '@/contract/schemas/responses/posts.ts';
import { messageEntityAnswer, readAllAnswer } from '@/contract/schemas/responses/social.ts';
import { messageAnswer } from '@/contract/schemas/responses/common.ts';
import { ownUserAnswer } from '@/contract/schemas/responses/users.ts';
import { testPost } from '../posts/test-posts.ts';
import { testUser } from '../test-users.ts';
import { served, uuid } from '../test-answers.ts';
import { db } from '../db.ts';
import { onOutboxFailure, type OutboxFailure } from '../outbox/failures.ts';
import { outboxKind } from '../outbox/kind-registry.ts';
import { retryWrite } from '../outbox/queue.ts';
import { flushThrough, flushWith } from '../outbox/test-flush.ts';
import { readSentCall } from '../transport/sent-call.ts';
import { setUnreadBeyond, unreadBeyond } from '../unread-count.ts';
import './all-kinds.ts';
import { toggleLike } from './likes.ts';
import { addComment } from './comments.ts';
import { addReply } from './replies.ts';
import { sendMessage } from './chat.ts';
import { setFollow } from './follows.ts';
import { markAllNotificationsRead } from './notifications-read.ts';
import { setTagFollow } from './tag-follows.ts';

const ann: UserSummary = { _id: uuid(1), fullName: 'Ann Lee', username: 'ann', avatar: null };
const bobId = uuid(2);
const postId = uuid(100);
const post = testPost(ann, { _id: postId });
const user = (id: string) => testUser(id, { createdAt: post.createdAt });

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(post);
});

describe('likes', () => {
  it('shows the like at once and takes the count from the server', async () => {
    await toggleLike(postId, bobId, true);
    expect(await db.posts.get(postId)).toMatchObject({ likedByMe: true, likesCount: 1 });
    await flushWith(200, served(likeAnswer, { likesCount: 7, liked: true }));
    expect(await db.posts.get(postId)).toMatchObject({ likedByMe: true, likesCount: 7 });
  });

  it('undoes the like when the server refuses it', async () => {
    await toggleLike(postId, bobId, true);
    await flushWith(404, { message: 'Post not found' });
    expect(await db.posts.get(postId)).toMatchObject({ likedByMe: false, likesCount: 0 });
  });
});

const serverComment = { _id: uuid(200), content: 'Cute!', user: ann, replies: [], repliesCount: 0, createdAt: post.createdAt };

describe('comments and replies', () => {
  it('shows a pending comment under the row id, then the server copy', async () => {
    const row = await addComment(postId, 'Cute!', ann);
    expect(await db.comments.get(row.id)).toMatchObject({ content: 'Cute!', postId, user: ann, repliesCount: 0 });
    expect((await db.posts.get(postId))!.commentsCount).toBe(1);
    await flushWith(201, served(newCommentAnswer, { comment: serverComment }));
    expect(await db.comments.get(row.id)).toBeUndefined();
    expect(await db.comments.get(serverComment._id)).toMatchObject({ postId, content: 'Cute!' });
  });

  it('puts a new reply first and swaps in the server copy', async () => {
    const [commentId, oldReply, newReply] = [uuid(201), uuid(301), uuid(302)];
    await db.comments.put({
      _id: commentId,
      postId,
      content: 'x',
      user: ann,
      createdAt: post.createdAt,
      replies: [{ _id: oldReply, content: 'old', user: ann, createdAt: post.createdAt }],
      repliesCount: 1,
    });
    const row = await addReply(postId, commentId, 'new one', ann);
    expect((await db.comments.get(commentId))!.replies.map((reply) => reply._id)).toEqual([row.id, oldReply]);
    expect((await db.comments.get(commentId))!.repliesCount).toBe(2);
    await flushWith(201, served(newReplyAnswer, { reply: { _id: newReply, content: 'new one', user: ann, createdAt: post.createdAt } }));
    expect((await db.comments.get(commentId))!.replies.map((reply) => reply._id)).toEqual([newReply, oldReply]);
    expect((await db.comments.get(commentId))!.repliesCount).toBe(2);
  });

  it('takes a refused reply off the list and off the count of replies', async () => {
    const commentId = uuid(202);
    await db.comments.put({ _id: commentId, postId, content: 'x', user: ann, createdAt: post.createdAt, replies: [], repliesCount: 5 });
    const row = await addReply(postId, commentId, 'new one', ann);
    expect(await db.comments.get(commentId)).toMatchObject({ replies: [{ _id: row.id }], repliesCount: 6 });
    await flushWith(404, { message: 'Comment not found' });
    expect(await db.comments.get(commentId)).toMatchObject({ replies: [], repliesCount: 5 });
  });
});

describe('chat', () => {
  it('keeps a message pending until the server stores it, in the conversation of both ids', async () => {
    const conversationId = conversationIdOf(ann._id, bobId);
    const row = await sendMessage(ann._id, bobId, 'hello');
    const pending = await db.messages.get(row.id);
    expect(pending).toMatchObject({ content: 'hello', sender: ann._id, receiver: bobId, conversationId });
    expect(await db.outbox.get(row.id)).toBeDefined();
    const message = { _id: uuid(400), content: 'hello', sender: ann._id, receiver: bobId, createdAt: post.createdAt };
    await flushWith(201, served(messageEntityAnswer, message));
    expect(await db.messages.get(row.id)).toBeUndefined();
    expect(await db.messages.where('conversationId').equals(conversationId).primaryKeys()).toEqual([message._id]);
  });

  it('removes a refused message (no longer mutual followers)', async () => {
    const row = await sendMessage(ann._id, bobId, 'hello');
    await flushWith(403, { message: 'You can only message users who follow you and whom you follow' });
    expect(await db.messages.get(row.id)).toBeUndefined();
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed' });
  });
});

describe('follows', () => {
  it('updates both users at once and stores the server copy of oneself', async () => {
    await db.users.bulkPut([user(ann._id), user(bobId)]);
    await setFollow(ann._id, bobId, true);
    expect(await db.users.get(bobId)).toMatchObject({ followedByMe: true, followersCount: 1 });
    expect(await db.users.get(ann._id)).toMatchObject({ followingCount: 1 });
    const self = { ...user(ann._id), fullName: 'Ann (server)', followingCount: 1, email: 'a@b.co', emailVerified: true, isModerator: false };
    await flushWith(200, served(ownUserAnswer, self));
    const stored = await db.users.get(ann._id);
    expect(stored).toMatchObject({ fullName: 'Ann (server)', followingCount: 1 });
    expect(await db.users.get(bobId)).toMatchObject({ followedByMe: true, followersCount: 1 });
    expect(stored).not.toHaveProperty('email');
  });
});

describe('notifications', () => {
  it('read-all undoes only what it changed when refused', async () => {
    const base = { type: 'like' as const, message: 'm', createdAt: post.createdAt, post: null, from: ann, count: 1 };
    await db.notifications.bulkPut([
      { ...base, _id: 'n1', isRead: false },
      { ...base, _id: 'n2', isRead: true },
    ]);
    await markAllNotificationsRead(ann._id);
    expect((await db.notifications.toArray()).every((item) => item.isRead)).toBe(true);
    await flushWith(400, { message: 'no' });
    expect(await db.notifications.get('n1')).toMatchObject({ isRead: false });
    expect(await db.notifications.get('n2')).toMatchObject({ isRead: true });
  });

  it('read-all clears the unread ones counted beyond those kept, and puts them back when refused', async () => {
    await setUnreadBeyond(12);
    const row = await markAllNotificationsRead(ann._id);
    expect(row.context).toEqual({ ids: [], beyond: 12 });
    expect(await unreadBeyond()).toBe(0);
    await flushWith(400, { message: 'no' });
    expect(await unreadBeyond()).toBe(12);
  });

  it('read-all accepted keeps the unread ones beyond at none', async () => {
    await setUnreadBeyond(3);
    await markAllNotificationsRead(ann._id);
    await flushWith(200, served(readAllAnswer, { updated: 3 }));
    expect(await db.outbox.count()).toBe(0);
    expect(await unreadBeyond()).toBe(0);
  });
});

describe('tag follows', () => {
  it('follows the tag as written, normalized, at once; the server answers a message', async () => {
    const row = await setTagFollow(ann._id, 'Dogs', true);
    expect(row.context).toEqual({ userId: ann._id, tag: 'dogs' });
    expect(await db.tagFollows.get('dogs')).toEqual({ tag: 'dogs', followedAt: row.createdAt });
    expect(outboxKind('tag-follow').describe(row)).toEqual({ subject: { type: 'tag', tag: 'dogs' }, text: null });
    await flushWith(200, served(messageAnswer, { message: messages.tagFollowed }));
    expect(await db.outbox.count()).toBe(0);
    expect(await db.tagFollows.get('dogs')).toBeDefined();
  });

  it('an unfollow refused follows the tag again', async () => {
    await db.tagFollows.put({ tag: 'cats', followedAt: post.createdAt });
    await setTagFollow(ann._id, 'cats', false);
    expect(await db.tagFollows.get('cats')).toBeUndefined();
    await flushWith(400, { message: 'no' });
    expect(await db.tagFollows.get('cats')).toBeDefined();
  });
});

describe('an answer the app cannot read', () => {
  const page = (async () =>
    new Response('<html>Sign in to use this Wi-Fi</html>', { status: 200, headers: { 'content-type': 'text/html' } })) as typeof fetch;

  async function failuresOf(flush: () => Promise<void>): Promise<OutboxFailure[]> {
    const failures: OutboxFailure[] = [];
    const stop = onOutboxFailure((failure) => failures.push(failure));
    await flush();
    stop();
    return failures;
  }

  it('(a portal’s page) keeps the change as a failed row with the reason, undone and told, never dropped', async () => {
    const row = await addComment(postId, 'Cute!', ann);
    const failures = await failuresOf(() => flushThrough(page));
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed', failure: { status: 200, message: messages.answerUnreadable } });
    expect(await db.comments.get(row.id)).toBeUndefined();
    expect((await db.posts.get(postId))!.commentsCount).toBe(0);
    expect(failures.map((failure) => [failure.row.id, failure.status, failure.message])).toEqual([[row.id, 200, messages.answerUnreadable]]);
  });

  it('(JSON of another shape, from a newer server) fails the same way; a retry sends the same key and takes the server copy', async () => {
    const row = await addComment(postId, 'Cute!', ann);
    await flushWith(201, { comment: { ...serverComment, pinned: false } });
    expect(await db.outbox.get(row.id)).toMatchObject({ status: 'failed', failure: { status: 201, message: messages.answerUnreadable } });

    await retryWrite(row.id);
    expect(await db.comments.get(row.id)).toMatchObject({ content: 'Cute!' });
    const keys: (string | null)[] = [];
    await flushThrough(async (input, init) => {
      keys.push((await readSentCall(input, init)).headers.get('idempotency-key'));
      return new Response(JSON.stringify(served(newCommentAnswer, { comment: serverComment })), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    expect(keys).toEqual([row.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.get(row.id)).toBeUndefined();
    expect(await db.comments.get(serverComment._id)).toMatchObject({ postId, content: 'Cute!' });
    expect((await db.posts.get(postId))!.commentsCount).toBe(1);
  });
});

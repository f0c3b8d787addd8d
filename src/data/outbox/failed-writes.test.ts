import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserSummary } from '@/contract/entities.ts';
import { testPost } from '../posts/test-posts.ts';
import { testUser } from '../test-users.ts';
import { db } from '../db.ts';
import '../writes/all-kinds.ts';
import { addComment } from '../writes/comments.ts';
import { sendMessage } from '../writes/chat.ts';
import { toggleLike } from '../writes/likes.ts';
import { fetchTransport } from '../transport/fetch-transport.ts';
import { flushOutbox } from './flush.ts';
import { failedWrites } from './failed-writes.ts';
import { discardWrite, retryWrite } from './queue.ts';

const ann: UserSummary = { _id: 'u-ann', fullName: 'Ann Lee', username: 'ann', avatar: null };
const post = testPost(ann, { title: 'Nap time' });
const bob = testUser('u-bob', { fullName: 'Bob Stone', username: 'bob', createdAt: post.createdAt });
const refuse = (status: number, message: string) => (async () => new Response(JSON.stringify({ message }), { status })) as typeof fetch;
/** Flushes as `userId` at the clock time `at` (rows queued earlier are due). */
function flushAs(userId: string, fetcher: typeof fetch, at: string) {
  vi.setSystemTime(new Date(at));
  return flushOutbox({ session: () => ({ userId, token: 't' }), transport: fetchTransport(fetcher) });
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-02-01T09:00:00.000Z'));
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.posts.put(post);
  await db.users.put(bob);
});

afterEach(() => vi.useRealTimers());

describe('failed writes', () => {
  it("say what each change was, about what, when, and the server's reason, newest failure first", async () => {
    const comment = await addComment('p1', 'So cute!', ann);
    await flushAs('u-ann', refuse(404, 'Post not found'), '2026-02-01T10:00:00.000Z');
    const message = await sendMessage('u-ann', 'u-bob', 'Walk tomorrow?');
    await flushAs('u-ann', refuse(403, 'You can only message users who follow you and whom you follow'), '2026-02-01T11:00:00.000Z');
    await toggleLike('p1', 'u-bob', true);
    await flushAs('u-bob', refuse(400, 'Bad'), '2026-02-01T12:00:00.000Z');

    expect(await failedWrites('u-ann')).toEqual([
      {
        id: message.id,
        kind: 'message',
        subject: { type: 'user', id: 'u-bob' },
        subjectName: 'Bob Stone',
        text: 'Walk tomorrow?',
        madeAt: message.createdAt,
        failedAt: '2026-02-01T11:00:00.000Z',
        status: 403,
        reason: 'You can only message users who follow you and whom you follow',
      },
      {
        id: comment.id,
        kind: 'comment',
        subject: { type: 'post', id: 'p1' },
        subjectName: 'Nap time',
        text: 'So cute!',
        madeAt: comment.createdAt,
        failedAt: '2026-02-01T10:00:00.000Z',
        status: 404,
        reason: 'Post not found',
      },
    ]);
    expect((await failedWrites('u-bob')).map((write) => write.kind)).toEqual(['like']);
  });

  it('leave the list when retried or discarded', async () => {
    const comment = await addComment('p1', 'So cute!', ann);
    const like = await toggleLike('p1', 'u-ann', true);
    await flushAs('u-ann', refuse(422, 'No'), '2026-02-01T10:00:00.000Z');
    expect((await failedWrites('u-ann')).map((write) => write.id).sort()).toEqual([comment.id, like.id].sort());
    await retryWrite(comment.id);
    await discardWrite(like.id);
    expect(await failedWrites('u-ann')).toEqual([]);
    const retried = await db.outbox.get(comment.id);
    expect(retried?.status).toBe('pending');
    expect(retried?.failure).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import type { Comment, Reply } from '#contract/entities.ts';
import { paths, socketEvents } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import type { SocketAck } from '#contract/schemas/realtime.ts';
import { maxWatchedPosts } from '../../src/services/policies.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { addPost } from '../support/content-fixtures.ts';
import { emitWithAck, newMembers, record, settle, waitFor, type Member } from '../support/social-fixtures.ts';

const live = useListeningApp();
const { socketOf } = live;

const postAs = (url: string, member: Member, payload?: object) =>
  live.app.inject({ method: 'POST', url, headers: member.headers, ...(payload && { payload }) });

const watch = (socket: Socket, postId: unknown) => emitWithAck<SocketAck>(socket, socketEvents.watchPost, { postId });

describe('live post updates', () => {
  it('bring a comment, a reply and likes made over HTTP to the sockets watching the post, and to no one else', async () => {
    const [author, viewer, commenter, elsewhere] = await newMembers(live.app, 4);
    const post = await addPost(live.app, author!.account);
    const other = await addPost(live.app, author!.account);
    const viewerSocket = await socketOf(viewer!);
    const seen = record<PostUpdate>(viewerSocket, socketEvents.postUpdate);
    const elsewhereSocket = await socketOf(elsewhere!);
    const elsewhereSeen = record<PostUpdate>(elsewhereSocket, socketEvents.postUpdate);
    expect(await watch(viewerSocket, post._id)).toEqual({ ok: true });
    expect(await watch(elsewhereSocket, other._id)).toEqual({ ok: true });

    const { comment } = (await postAs(paths.comments(post._id), commenter!, { content: 'Such a good dog' })).json<{ comment: Comment }>();
    const { reply } = (await postAs(paths.replies(post._id, comment._id), author!, { content: 'Thank you!' })).json<{ reply: Reply }>();
    await postAs(paths.like(post._id), commenter!);
    await postAs(paths.like(post._id), commenter!);
    await postAs(paths.unlike(post._id), commenter!);

    await waitFor(() => seen.length === 4);
    expect(seen).toEqual([
      { kind: 'comment', postId: post._id, by: commenter!.id, comment, commentsCount: 1 },
      { kind: 'reply', postId: post._id, by: author!.id, commentId: comment._id, reply },
      // The repeated like changed nothing and is not sent.
      { kind: 'likes', postId: post._id, by: commenter!.id, liked: true, likesCount: 1 },
      { kind: 'likes', postId: post._id, by: commenter!.id, liked: false, likesCount: 0 },
    ]);

    const removed = await live.app.inject({ method: 'DELETE', url: paths.comment(post._id, comment._id), headers: author!.headers });
    expect(removed.statusCode).toBe(200);
    await waitFor(() => seen.length === 5);
    expect(seen[4]).toEqual({ kind: 'comment-removed', postId: post._id, by: author!.id, commentId: comment._id, commentsCount: 0 });
    await settle();
    expect(elsewhereSeen).toEqual([]);
  });

  it('stop after post:unwatch, and are not sent for a refused write', async () => {
    const [author, viewer] = await newMembers(live.app, 2);
    const post = await addPost(live.app, author!.account);
    const socket = await socketOf(viewer!);
    const seen = record<PostUpdate>(socket, socketEvents.postUpdate);
    await watch(socket, post._id);
    expect((await postAs(paths.comments(post._id), author!, { content: '' })).statusCode).toBe(400);
    expect(await emitWithAck<SocketAck>(socket, socketEvents.unwatchPost, { postId: post._id })).toEqual({ ok: true });
    await postAs(paths.comments(post._id), author!, { content: 'Nobody watching' });
    await settle();
    expect(seen).toEqual([]);
  });

  it('check what a socket asks to watch, and how much', async () => {
    const [author, viewer] = await newMembers(live.app, 2);
    const socket = await socketOf(viewer!);
    expect(await watch(socket, 'not-an-id')).toEqual({ ok: false, message: m.invalidInput });
    expect(await emitWithAck<SocketAck>(socket, socketEvents.watchPost, 'garbage')).toEqual({ ok: false, message: m.invalidInput });
    const ids = Array.from({ length: maxWatchedPosts }, () => crypto.randomUUID());
    for (const id of ids) expect(await watch(socket, id)).toEqual({ ok: true });
    expect(await watch(socket, crypto.randomUUID())).toEqual({ ok: false, message: m.forbidden });
    // Watching one already watched is fine, and leaving one makes room.
    expect(await watch(socket, ids[0])).toEqual({ ok: true });
    await emitWithAck<SocketAck>(socket, socketEvents.unwatchPost, { postId: ids[0] });
    const post = await addPost(live.app, author!.account);
    expect(await watch(socket, post._id)).toEqual({ ok: true });
    const seen = record<PostUpdate>(socket, socketEvents.postUpdate);
    await postAs(paths.like(post._id), author!);
    await waitFor(() => seen.length === 1);
    expect(socket.connected).toBe(true);
  });
});

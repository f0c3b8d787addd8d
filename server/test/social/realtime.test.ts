import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Message, Notification } from '#contract/entities.ts';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { SocketAck } from '#contract/schemas/realtime.ts';
import { sessions as sessionsTable } from '../../src/db/schema.ts';
import { useListeningApp } from '../support/listening-app.ts';
import { defaultPassword, loginUser } from '../support/accounts.ts';
import { addPost } from '../support/content-fixtures.ts';
import {
  connect,
  emitWithAck,
  follow,
  makeMutual,
  newMember,
  newMembers,
  record,
  sendMessage,
  settle,
  waitFor,
  type Member,
} from '../support/social-fixtures.ts';

const live = useListeningApp();
const { socketOf } = live;

describe('the socket handshake', () => {
  it.each([
    ['no auth', undefined],
    ['an unknown token', 'an-unknown-token-that-is-long-enough-123456'],
    ['a short token', 'short'],
  ])('refuses %s', async (_name, token) => {
    await expect(connect(live.baseUrl, token)).rejects.toThrow(m.notSignedIn);
  });

  it('refuses a token of another type and a revoked token', async () => {
    const alice = await newMember(live.app);
    await expect(connect(live.baseUrl, 42 as unknown as string)).rejects.toThrow(m.notSignedIn);
    await live.app.inject({ method: 'POST', url: paths.logout, headers: alice.headers });
    await expect(connect(live.baseUrl, alice.token)).rejects.toThrow(m.notSignedIn);
  });

  it('accepts a live session’s token', async () => {
    const alice = await newMember(live.app);
    expect((await socketOf(alice)).connected).toBe(true);
  });

  it('works over HTTP long-polling when WebSocket is unavailable', async () => {
    const [alice, bob] = await newMembers(live.app, 2);
    await expect(connect(live.baseUrl, 'an-unknown-token-that-is-long-enough-123456', ['polling'])).rejects.toThrow(m.notSignedIn);
    const socket = await socketOf(bob!.token, ['polling']);
    const seen = record<Notification>(socket, 'notification');
    await follow(live.app, alice!, bob!);
    await waitFor(() => seen.length === 1);
    expect(seen[0]).toMatchObject({ type: 'follow', from: { _id: alice!.id } });
  });

  it('drops the sockets of a session in the logout request itself, and no others', async () => {
    const alice = await newMember(live.app);
    const aliceElsewhere = await loginUser(live.app, alice.email, defaultPassword);
    const socket = await socketOf(alice);
    const otherDevice = await socketOf(aliceElsewhere);
    const kept = await socketOf(await newMember(live.app));
    const dropped = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect((await live.app.inject({ method: 'POST', url: paths.logout, headers: alice.headers })).statusCode).toBe(204);
    // The server, not the client or a later sweep, ended it.
    expect(await dropped).toBe('io server disconnect');
    expect(otherDevice.connected).toBe(true);
    expect(kept.connected).toBe(true);
  });

  it('drops the other sessions’ sockets when the password changes, keeping the caller’s', async () => {
    const alice = await newMember(live.app);
    const aliceElsewhere = await loginUser(live.app, alice.email, defaultPassword);
    const own = await socketOf(alice);
    const other = await socketOf(aliceElsewhere);
    const dropped = new Promise<string>((resolve) => other.once('disconnect', resolve));
    const changed = await live.app.inject({
      method: 'PUT',
      url: paths.updatePassword,
      headers: alice.headers,
      payload: { currentPassword: defaultPassword, newPassword: 'another-horse-2', confirmPassword: 'another-horse-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    await settle();
    expect(own.connected).toBe(true);
  });

  it('still sweeps sockets whose session ended some other way', async () => {
    const alice = await newMember(live.app);
    const socket = await socketOf(alice);
    await live.app.db.delete(sessionsTable).where(eq(sessionsTable.userId, alice.id));
    expect(await live.app.realtime.dropRevokedSockets()).toBeGreaterThanOrEqual(1);
    await waitFor(() => !socket.connected);
  });
});

describe('live notifications', () => {
  it('reach every socket of the recipient and no one else', async () => {
    const [alice, bob, carol] = await newMembers(live.app, 3);
    const bobElsewhere = await loginUser(live.app, bob!.email, defaultPassword);
    const bobPhone = record<Notification>(await socketOf(bob!), 'notification');
    const bobLaptop = record<Notification>(await socketOf(bobElsewhere), 'notification');
    const aliceSeen = record<Notification>(await socketOf(alice!), 'notification');
    const carolSeen = record<Notification>(await socketOf(carol!), 'notification');

    await follow(live.app, alice!, bob!);
    await waitFor(() => bobPhone.length === 1 && bobLaptop.length === 1);
    expect(bobPhone[0]).toMatchObject({ type: 'follow', isRead: false, from: { _id: alice!.id, fullName: alice!.fullName } });
    expect(bobLaptop).toEqual(bobPhone);
    await settle();
    expect(aliceSeen).toEqual([]);
    expect(carolSeen).toEqual([]);
    expect(bobPhone).toHaveLength(1);
  });
});

describe('live notifications of posts', () => {
  it('carry the post for a like, a comment and a reply, once per like and never for one’s own action', async () => {
    const [alice, bob] = await newMembers(live.app, 2);
    const post = await addPost(live.app, bob!.account);
    const bobSeen = record<Notification>(await socketOf(bob!), 'notification');
    const aliceSeen = record<Notification>(await socketOf(alice!), 'notification');
    const postAs = (url: string, member: Member, payload?: object) =>
      live.app.inject({ method: 'POST', url, headers: member.headers, ...(payload && { payload }) });

    await postAs(paths.like(post._id), alice!);
    await postAs(paths.unlike(post._id), alice!);
    await postAs(paths.like(post._id), alice!);
    await postAs(paths.like(post._id), bob!);
    const comment = (await postAs(paths.comments(post._id), alice!, { content: 'Lovely' })).json<{ comment: { _id: string } }>().comment;
    await postAs(paths.comments(post._id), bob!, { content: 'Thanks' });
    await postAs(paths.replies(post._id, comment._id), bob!, { content: 'Indeed' });

    await waitFor(() => bobSeen.length === 2 && aliceSeen.length === 1);
    await settle();
    expect(bobSeen.map((n) => [n.type, n.post, n.from._id])).toEqual([
      ['like', post._id, alice!.id],
      ['comment', post._id, alice!.id],
    ]);
    expect(aliceSeen.map((n) => [n.type, n.post, n.from._id])).toEqual([['reply', post._id, bob!.id]]);
  });
});

describe('live messages', () => {
  it('reach both participants, with a notification for the receiver only', async () => {
    const [alice, bob, carol] = await newMembers(live.app, 3);
    await makeMutual(live.app, alice!, bob!);
    const aliceSocket = await socketOf(alice!);
    const bobSocket = await socketOf(bob!);
    const aliceMessages = record<Message>(aliceSocket, 'message');
    const bobMessages = record<Message>(bobSocket, 'message');
    const aliceNotifications = record<Notification>(aliceSocket, 'notification');
    const bobNotifications = record<Notification>(bobSocket, 'notification');
    const carolSocket = await socketOf(carol!);
    const carolSeen = [...record<Message>(carolSocket, 'message'), ...record<Notification>(carolSocket, 'notification')];

    const sent = (await sendMessage(live.app, alice!, { content: 'live?', receiver: bob!.id })).json<Message>();
    await waitFor(() => aliceMessages.length === 1 && bobMessages.length === 1 && bobNotifications.length === 1);
    expect(aliceMessages).toEqual([sent]);
    expect(bobMessages).toEqual([sent]);
    expect(bobNotifications[0]).toMatchObject({ type: 'message', from: { _id: alice!.id } });
    await settle();
    expect(aliceNotifications).toEqual([]);
    expect(carolSeen).toEqual([]);
  });

  it('are not sent for a refused message', async () => {
    const [alice, bob] = await newMembers(live.app, 2);
    const bobMessages = record<Message>(await socketOf(bob!), 'message');
    expect((await sendMessage(live.app, alice!, { content: 'nope', receiver: bob!.id })).statusCode).toBe(403);
    await settle();
    expect(bobMessages).toEqual([]);
  });
});

describe('the client events', () => {
  it('accept register for the token’s own user and refuse it for another, who stays private', async () => {
    const [alice, bob, carol] = await newMembers(live.app, 3);
    const socket = await socketOf(alice!);
    const seen = record<Notification>(socket, 'notification');
    expect(await emitWithAck<SocketAck>(socket, 'register', alice!.id)).toEqual({ ok: true });
    expect(await emitWithAck<SocketAck>(socket, 'register', { userId: alice!.id })).toEqual({ ok: true });
    expect(await emitWithAck<SocketAck>(socket, 'register', bob!.id)).toEqual({ ok: false, message: m.forbidden });
    expect(await emitWithAck<SocketAck>(socket, 'register', 'nonsense')).toEqual({ ok: false, message: m.forbidden });

    await follow(live.app, carol!, bob!);
    await settle();
    expect(seen).toEqual([]);
  });

  it('check joinRoom and keep the socket working without an acknowledgement', async () => {
    const [alice, bob] = await newMembers(live.app, 2);
    const socket = await socketOf(alice!);
    expect(await emitWithAck<SocketAck>(socket, 'joinRoom', { userId: alice!.id, receiverId: bob!.id })).toEqual({ ok: true });
    expect(await emitWithAck<SocketAck>(socket, 'joinRoom', { userId: bob!.id, receiverId: alice!.id })).toMatchObject({ ok: false });
    expect(await emitWithAck<SocketAck>(socket, 'joinRoom', null)).toMatchObject({ ok: false });
    socket.emit('register', alice!.id);
    socket.emit('joinRoom', 'garbage');
    const seen = record<Notification>(socket, 'notification');
    await follow(live.app, bob!, alice!);
    await waitFor(() => seen.length === 1);
    expect(socket.connected).toBe(true);
  });
});

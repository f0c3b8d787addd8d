import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { Message, Notification } from '#contract/entities.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import type { SuspensionNotice } from '#contract/suspension.ts';
import { socketPath } from '#contract/paths.ts';
import { postRoom, sessionRoom, userRoom, type RealtimeServer } from '../realtime-events.ts';
import { authenticateSocket, onConnection } from '../realtime-socket.ts';
import { limitHandshakes } from '../realtime-handshake-limit.ts';
import { dropRevokedSockets } from '../realtime-sessions.ts';
import { useRedisAdapter } from '../realtime-redis.ts';
import { defaultRedisKeyPrefix } from '../config.ts';
import * as blocks from '../repositories/blocks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: { io: RealtimeServer; dropRevokedSockets(): Promise<number> };
  }
}

/** A sweep for sessions ended some other way; logout and password changes drop their sockets at once. */
const sessionCheckMs = 60_000;

/**
 * socket.io on the API's own HTTP server. It only listens to the bus: what
 * routes commit is delivered to the users' rooms.
 */
export const realtimePlugin = fp(
  async (app) => {
    const { config, bus, db } = app;
    const io: RealtimeServer = new Server(app.server, {
      path: socketPath,
      serveClient: false,
      // Clients only send register and joinRoom, a few bytes each.
      maxHttpBufferSize: 16 * 1024,
      ...(config.corsOrigin && { cors: { origin: config.corsOrigin.split(','), credentials: true } }),
    });
    const redis = app.redis ? useRedisAdapter(io, app.redis, app.config.redisKeyPrefix ?? defaultRedisKeyPrefix, app.log) : undefined;
    io.use(limitHandshakes(app));
    io.use(authenticateSocket(app));
    io.on('connection', onConnection);

    const onNotification = (recipientId: string, notification: Notification) => io.to(userRoom(recipientId)).emit('notification', notification);
    const onMessage = (message: Message) => io.to([userRoom(message.sender), userRoom(message.receiver)]).emit('message', message);
    // A post's watchers hear of a like or comment except those blocked with its maker either way. One at a time, so
    // updates leave in the order they came; if the blocks cannot be read, the update is not sent rather than sent to all.
    let postUpdates = Promise.resolve();
    const sendPostUpdate = async (update: PostUpdate) => {
      // Without Redis every watcher's socket is here: when none watches the post, there is no one to leave out.
      if (!redis && !io.sockets.adapter.rooms.has(postRoom(update.postId))) return;
      const hidden = await blocks.linkedTo(db, update.by);
      io.to(postRoom(update.postId)).except(hidden.map(userRoom)).emit('post:update', update);
    };
    const onPost = (update: PostUpdate) => {
      postUpdates = postUpdates.then(() => sendPostUpdate(update)).catch((error: unknown) => app.log.warn({ err: error }, 'post update not sent'));
    };
    bus.on('notification', onNotification);
    bus.on('message', onMessage);
    bus.on('post', onPost);
    // With the Redis adapter this reaches the sockets every process holds.
    const onRevoked = (sessionIds: string[]) => io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    bus.on('sessions-revoked', onRevoked);
    const onSuspended = (userId: string, suspension: SuspensionNotice) => io.to(userRoom(userId)).emit('account:suspended', suspension);
    bus.on('account-suspended', onSuspended);
    const onMessageRemoved = (messageId: string, participants: string[]) => io.to(participants.map(userRoom)).emit('message:removed', { messageId });
    bus.on('message-removed', onMessageRemoved);

    const sweep = () => dropRevokedSockets(io, db);
    const timer = setInterval(() => sweep().catch((error: unknown) => app.log.warn({ err: error }, 'socket session check failed')), sessionCheckMs);
    timer.unref();

    app.decorate('realtime', { io, dropRevokedSockets: sweep });
    // Before Fastify closes the HTTP server, which would otherwise wait on the open sockets.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      bus.off('notification', onNotification);
      bus.off('message', onMessage);
      bus.off('post', onPost);
      bus.off('sessions-revoked', onRevoked);
      bus.off('account-suspended', onSuspended);
      bus.off('message-removed', onMessageRemoved);
      await postUpdates;
      await io.close();
      await redis?.close();
    });
  },
  { name: 'realtime', dependencies: ['config', 'db', 'bus', 'redis', 'rate-limits'] },
);

import { io } from 'socket.io-client';
import type { Message, Notification } from '@/contract/entities.ts';
import type { PostUpdate } from '@/contract/post-update.ts';
import type { MessageRemoved } from '@/contract/message-removed.ts';
import type { SuspensionNotice } from '@/contract/suspension.ts';
import { socketEvents, socketPath } from '@/contract/paths.ts';
import { currentToken } from './session.ts';
import { outboxServerReachable } from './outbox/page-outbox.ts';
import { syncNotifications } from './notifications.ts';
import { resyncWatchedConversations } from './messages.ts';
import { applyFollowNotification, forgetMessage, storeMessage, storeNotifications } from './realtime-handlers.ts';
import { applyPostUpdate } from './posts/post-updates.ts';
import { connectPostWatch } from './posts/post-watch.ts';
import { rememberSuspension } from './suspension-notice.ts';
import { getMe } from './api/me.ts';
import { failureOf } from './transport/call-failure.ts';

/**
 * The live connection while signed in: same origin,
 * websocket then polling, the token read at each (re)connect. Events only
 * write into IndexedDB; screens see them through their live queries.
 */
export function startRealtime(userId: string): () => void {
  const socket = io({
    path: socketPath,
    transports: ['websocket', 'polling'],
    // A phone back from a dead spot tries again within about 3 s (the library's 5 s, shortened), then sends what waits.
    reconnectionDelayMax: 3000,
    auth: (send) => send({ token: currentToken() }),
  });

  socket.on('connect', () => {
    socket.emit(socketEvents.register, userId);
    // Anything missed while disconnected, and writes waiting for a connection.
    void syncNotifications(userId).catch(() => undefined);
    resyncWatchedConversations();
    // Acknowledged: the answer says when the room is joined (or refused, past the limit).
    connectPostWatch((event, postId) =>
      socket.emit(event === 'watch' ? socketEvents.watchPost : socketEvents.unwatchPost, { postId }, () => undefined),
    );
    outboxServerReachable();
  });
  socket.on('disconnect', (reason) => {
    connectPostWatch(null);
    // The server closed it, as it does when the session ends: asking confirms it (a 401 signs out, http.ts) or connects again.
    if (reason !== 'io server disconnect') return;
    void getMe().then(
      () => socket.connect(),
      (error: unknown) => failureOf(error).status !== 401 && socket.connect(),
    );
  });
  socket.on(socketEvents.accountSuspended, (suspension: SuspensionNotice) => rememberSuspension(suspension));
  socket.on(socketEvents.postUpdate, (update: PostUpdate) => {
    void applyPostUpdate(userId, update);
  });
  socket.on(socketEvents.notification, (notification: Notification) => {
    void storeNotifications([notification]).then(() => applyFollowNotification(userId, notification));
  });
  socket.on(socketEvents.message, (message: Message) => {
    void storeMessage(message);
  });
  socket.on(socketEvents.messageRemoved, ({ messageId }: MessageRemoved) => {
    void forgetMessage(messageId);
  });

  return () => {
    connectPostWatch(null);
    socket.removeAllListeners();
    socket.disconnect();
  };
}

import { io } from 'socket.io-client';
import type { Message, Notification } from '@/contract/entities.ts';
import { socketEvents, socketPath } from '@/contract/paths.ts';
import { currentToken } from './session.ts';
import { flushOutboxSoon } from './outbox/page-outbox.ts';
import { syncNotifications } from './notifications.ts';
import { resyncWatchedConversations } from './messages.ts';
import { applyFollowNotification, storeMessage, storeNotifications } from './realtime-handlers.ts';

/**
 * The live connection while signed in (API.md, Realtime): same origin,
 * websocket then polling, the token read at each (re)connect. Events only
 * write into IndexedDB; screens see them through their live queries.
 */
export function startRealtime(userId: string): () => void {
  const socket = io({
    path: socketPath,
    transports: ['websocket', 'polling'],
    auth: (send) => send({ token: currentToken() }),
  });

  socket.on('connect', () => {
    socket.emit(socketEvents.register, userId);
    // Anything missed while disconnected, and writes waiting for a connection.
    void syncNotifications(userId).catch(() => undefined);
    resyncWatchedConversations();
    flushOutboxSoon();
  });
  socket.on(socketEvents.notification, (notification: Notification) => {
    void storeNotifications([notification]).then(() => applyFollowNotification(userId, notification));
  });
  socket.on(socketEvents.message, (message: Message) => {
    void storeMessage(message);
  });

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}

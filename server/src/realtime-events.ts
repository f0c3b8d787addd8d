import type { Server, Socket } from 'socket.io';
import type { Message, Notification } from '#contract/entities.ts';
import type { MessageRemoved } from '#contract/message-removed.ts';
import type { PostUpdate } from '#contract/post-update.ts';
import type { SuspensionNotice } from '#contract/suspension.ts';
import type { SocketAck } from '#contract/schemas/realtime.ts';

type Ack = (answer: SocketAck) => void;

export interface ServerToClientEvents {
  notification: (notification: Notification) => void;
  message: (message: Message) => void;
  'post:update': (update: PostUpdate) => void;
  'account:suspended': (suspension: SuspensionNotice) => void;
  'message:removed': (removal: MessageRemoved) => void;
}

/** Payloads are typed `unknown`: they come from the network and are checked before use. */
export interface ClientToServerEvents {
  register: (payload: unknown, ack?: Ack) => void;
  joinRoom: (payload: unknown, ack?: Ack) => void;
  'post:watch': (payload: unknown, ack?: Ack) => void;
  'post:unwatch': (payload: unknown, ack?: Ack) => void;
}

export interface SocketData {
  userId: string;
  sessionId: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Every delivery goes to a user's room, so each of their devices gets it. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Every socket opened with one session's token, so ending the session can drop them all. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Sockets showing a post: its likes and comments go there as they happen. */
export const postRoom = (postId: string) => `post:${postId}`;

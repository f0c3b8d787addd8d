import type { Server, Socket } from 'socket.io';
import type { Message, Notification } from '../../src/contract/entities.ts';
import type { SocketAck } from '../../src/contract/schemas/realtime.ts';

type Ack = (answer: SocketAck) => void;

export interface ServerToClientEvents {
  notification: (notification: Notification) => void;
  message: (message: Message) => void;
}

/** Payloads are typed `unknown`: they come from the network and are checked before use. */
export interface ClientToServerEvents {
  register: (payload: unknown, ack?: Ack) => void;
  joinRoom: (payload: unknown, ack?: Ack) => void;
}

export interface SocketData {
  userId: string;
  sessionId: string;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** Every delivery goes to a user's room, so each of their devices gets it. */
export const userRoom = (userId: string) => `user:${userId}`;

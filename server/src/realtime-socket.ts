import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { messages as m } from '../../src/contract/messages.ts';
import { joinRoomSchema, registerPayloadSchema, type SocketAck } from '../../src/contract/schemas/realtime.ts';
import { findSessionUser } from './plugins/auth.ts';
import { userRoom, type RealtimeSocket } from './realtime-events.ts';

/** Tokens are made by the server; anything far off their length is refused before a database lookup. */
const plausibleToken = (token: unknown): token is string => typeof token === 'string' && token.length >= 20 && token.length <= 200;

/** The handshake must carry `auth: { token }` of a live session; the socket then belongs to that user. */
export function authenticateSocket(app: FastifyInstance) {
  return (socket: RealtimeSocket, next: (error?: ExtendedError) => void) => {
    const token: unknown = socket.handshake.auth?.token;
    if (!plausibleToken(token)) return next(new Error(m.notSignedIn));
    findSessionUser(app, token).then(
      (user) => {
        if (!user) return next(new Error(m.notSignedIn));
        socket.data.userId = user.id;
        socket.data.sessionId = user.sessionId;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error(m.serverError));
      },
    );
  };
}

const refused: SocketAck = { ok: false, message: m.forbidden };
const accepted: SocketAck = { ok: true };

const answer = (ack: unknown, reply: SocketAck) => {
  if (typeof ack === 'function') ack(reply);
};

/** Joins the user's room and handles the spec's client events, which only ever concern the socket's own user. */
export function onConnection(socket: RealtimeSocket) {
  const ownId = socket.data.userId;
  void socket.join(userRoom(ownId));

  socket.on('register', (payload, ack) => {
    const parsed = v.safeParse(registerPayloadSchema, payload);
    const userId = parsed.success ? (typeof parsed.output === 'string' ? parsed.output : parsed.output.userId) : null;
    answer(ack, userId === ownId ? accepted : refused);
  });

  socket.on('joinRoom', (payload, ack) => {
    const parsed = v.safeParse(joinRoomSchema, payload);
    answer(ack, parsed.success && parsed.output.userId === ownId ? accepted : refused);
  });
}

import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import type { ExtendedError } from 'socket.io';
import { messages as m } from '#contract/messages.ts';
import { joinRoomSchema, registerPayloadSchema, watchPostSchema, type SocketAck } from '#contract/schemas/realtime.ts';
import { sessionUserOf } from './services/sessions.ts';
import { allows, policies } from './services/policies.ts';
import { postRoom, sessionRoom, userRoom, type RealtimeSocket } from './realtime-events.ts';
import { databaseUnavailable } from './db/errors.ts';

/** Tokens are made by the server; anything far off their length is refused before a database lookup. */
const plausibleToken = (token: unknown): token is string => typeof token === 'string' && token.length >= 20 && token.length <= 200;

/** The handshake must carry `auth: { token }` of a live session; the socket then belongs to that user. */
export function authenticateSocket(app: FastifyInstance) {
  return (socket: RealtimeSocket, next: (error?: ExtendedError) => void) => {
    const token: unknown = socket.handshake.auth?.token;
    if (!plausibleToken(token)) return next(new Error(m.notSignedIn));
    sessionUserOf(app.db, token).then(
      (user) => {
        if (!user) return next(new Error(m.notSignedIn));
        socket.data.userId = user.id;
        socket.data.sessionId = user.sessionId;
        next();
      },
      (error: unknown) => {
        const unavailable = databaseUnavailable(error);
        // The database away is an outage to wait out, not a failure of this server: a warning, and the message that says so.
        if (unavailable) app.log.warn({ reason: unavailable }, 'database unavailable: socket refused');
        else app.log.error({ err: error }, 'socket authentication failed');
        next(new Error(unavailable ? m.serviceUnavailable : m.serverError));
      },
    );
  };
}

const refused: SocketAck = { ok: false, message: m.forbidden };
const malformed: SocketAck = { ok: false, message: m.invalidInput };

const accepted: SocketAck = { ok: true };

const answer = (ack: unknown, reply: SocketAck) => {
  if (typeof ack === 'function') ack(reply);
};

/** Joins the user's room and handles its events, which only ever concern the socket's own user. */
export function onConnection(socket: RealtimeSocket) {
  const caller = { id: socket.data.userId };
  void socket.join([userRoom(caller.id), sessionRoom(socket.data.sessionId)]);

  socket.on('register', (payload, ack) => {
    const parsed = v.safeParse(registerPayloadSchema, payload);
    const userId = parsed.success ? (typeof parsed.output === 'string' ? parsed.output : parsed.output.userId) : null;
    answer(ack, allows(policies.realtime.listen(caller, userId)) ? accepted : refused);
  });

  socket.on('joinRoom', (payload, ack) => {
    const parsed = v.safeParse(joinRoomSchema, payload);
    answer(ack, allows(policies.realtime.listen(caller, parsed.success ? parsed.output.userId : null)) ? accepted : refused);
  });

  socket.on('post:watch', (payload, ack) => {
    const parsed = v.safeParse(watchPostSchema, payload);
    if (!parsed.success) return answer(ack, malformed);
    const room = postRoom(parsed.output.postId);
    const watched = [...socket.rooms].filter((name) => name.startsWith('post:')).length;
    if (!allows(policies.realtime.watch(socket.rooms.has(room), watched))) return answer(ack, refused);
    void socket.join(room);
    answer(ack, accepted);
  });

  socket.on('post:unwatch', (payload, ack) => {
    const parsed = v.safeParse(watchPostSchema, payload);
    if (!parsed.success) return answer(ack, malformed);
    void socket.leave(postRoom(parsed.output.postId));
    answer(ack, accepted);
  });
}

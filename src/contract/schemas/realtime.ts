import * as v from 'valibot';
import { idSchema } from './common.ts';

/** `register` (the spec's client): the user id, bare or as `{ userId }`; accepted only for the token's own user. */
export const registerPayloadSchema = v.union([idSchema, v.object({ userId: idSchema })]);

/** `joinRoom` (the spec's chat): checked, then nothing more, since every delivery goes to users' rooms. */
export const joinRoomSchema = v.object({ userId: idSchema, receiverId: idSchema });

/** `post:watch` and `post:unwatch`: the post whose likes and comments the screen shows. */
export const watchPostSchema = v.object({ postId: idSchema });

/** What the server acknowledges a client event with, when the client asked for an acknowledgement. */
export type SocketAck = { ok: true } | { ok: false; message: string };

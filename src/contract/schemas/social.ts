import * as v from 'valibot';
import { limits } from '../limits.ts';
import { messages as m } from '../messages.ts';
import { idSchema, limitField, cursorField, requiredText } from './common.ts';

export const sendMessageSchema = v.object({
  content: requiredText(limits.message.max, m.messageRequired, m.messageTooLong),
  receiver: idSchema,
  /** The spec's client sends itself as sender; it must be the caller. */
  sender: v.optional(idSchema),
});
export type SendMessageInput = v.InferInput<typeof sendMessageSchema>;

export const messagesQuery = v.strictObject(
  {
    sender: idSchema,
    receiver: idSchema,
    limit: limitField,
    before: cursorField,
  },
  m.unknownParameter,
);

export const notificationsQuery = v.strictObject(
  {
    userId: v.optional(idSchema),
    limit: limitField,
    before: cursorField,
  },
  m.unknownParameter,
);

export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(v.string(m.invalidInput), v.url(m.invalidInput), v.maxLength(1000, m.invalidInput)),
  expirationTime: v.optional(v.nullable(v.number(m.invalidInput))),
  keys: v.object({
    p256dh: v.pipe(v.string(m.invalidInput), v.nonEmpty(m.invalidInput), v.maxLength(200, m.invalidInput)),
    auth: v.pipe(v.string(m.invalidInput), v.nonEmpty(m.invalidInput), v.maxLength(100, m.invalidInput)),
  }),
});

export const pushUnsubscribeSchema = v.object({
  endpoint: v.pipe(v.string(m.invalidInput), v.url(m.invalidInput), v.maxLength(1000, m.invalidInput)),
});

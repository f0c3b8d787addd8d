import * as v from 'valibot';
import { messages as m } from '../messages.ts';

/** What the app's error screen reports about a screen that threw: for the server's log only. */
export const clientErrorSchema = v.strictObject({
  message: v.pipe(v.string(m.invalidInput), v.maxLength(1000, m.invalidInput)),
  stack: v.optional(v.pipe(v.string(m.invalidInput), v.maxLength(8000, m.invalidInput))),
  url: v.pipe(v.string(m.invalidInput), v.maxLength(2000, m.invalidInput)),
});
export type ClientErrorInput = v.InferInput<typeof clientErrorSchema>;

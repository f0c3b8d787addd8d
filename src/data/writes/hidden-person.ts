import * as v from 'valibot';
import type { HiddenPerson } from '../hidden-users.ts';

/** The context of a block, mute or their undoing: who acts, and the person, kept so the lists show them offline. */
export const personContextSchema = v.object({ userId: v.string(), targetId: v.string(), targetName: v.string(), targetUsername: v.string() });
export type PersonContext = v.InferOutput<typeof personContextSchema>;

export const personOf = (context: PersonContext): HiddenPerson => ({
  _id: context.targetId,
  fullName: context.targetName,
  username: context.targetUsername,
});

export const personContext = (userId: string, person: HiddenPerson): PersonContext => ({
  userId,
  targetId: person._id,
  targetName: person.fullName,
  targetUsername: person.username,
});

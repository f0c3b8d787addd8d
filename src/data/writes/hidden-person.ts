import type { OutboxRow } from '../db.ts';
import type { HiddenPerson } from '../hidden-users.ts';
import { contextOf } from './context.ts';

/** The person a block or mute row is about, as its context keeps them (for listing them offline). */
export const personOf = (row: OutboxRow): HiddenPerson => ({
  _id: contextOf(row, 'targetId'),
  fullName: row.context?.targetName ?? '',
  username: row.context?.targetUsername ?? '',
});

/** The context of a block, mute or their undoing. */
export const personContext = (userId: string, person: HiddenPerson) => ({
  userId,
  targetId: person._id,
  targetName: person.fullName,
  targetUsername: person.username,
});

import { paths } from '@/contract/paths.ts';
import { messageAnswer } from '@/contract/schemas/responses/common.ts';
import { setListed, type HiddenPerson } from '../hidden-users.ts';
import { personContext, personContextSchema, personOf } from './hidden-person.ts';
import { defineToggleKinds } from './toggle-kinds.ts';

/** A muted person's posts stay stored (their profile shows them) but leave the feed, which skips the muted. */
const muteKinds = defineToggleKinds('mute', 'unmute', {
  context: personContextSchema,
  answer: messageAnswer,
  set: (row, muted) => setListed('muted-users', personOf(row.context), muted),
  subject: (row) => ({ type: 'user', id: row.context.targetId }),
  listsPerson: (row) => ({ list: 'muted-users', person: personOf(row.context) }),
  reconcile: async () => undefined,
});

export const setMute = (userId: string, person: HiddenPerson, mute: boolean) =>
  (mute ? muteKinds.on : muteKinds.off).queue({
    userId,
    method: 'PUT',
    path: mute ? paths.mute(person._id) : paths.unmute(person._id),
    context: personContext(userId, person),
    orderKey: `mute:${person._id}`,
  });

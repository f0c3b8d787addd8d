import { paths } from '@/contract/paths.ts';
import { setListed, type HiddenPerson } from '../hidden-users.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';
import { personContext, personOf } from './hidden-person.ts';
import { defineToggleKinds } from './toggle-kinds.ts';

/** A muted person's posts stay stored (their profile shows them) but leave the feed, which skips the muted. */
defineToggleKinds('mute', 'unmute', {
  set: (row, muted) => setListed('muted-users', personOf(row), muted),
  subject: (row) => ({ type: 'user', id: contextOf(row, 'targetId') }),
  reconcile: async () => undefined,
});

export const setMute = (userId: string, person: HiddenPerson, mute: boolean) =>
  queueWrite({
    userId,
    kind: mute ? 'mute' : 'unmute',
    method: 'PUT',
    path: mute ? paths.mute(person._id) : paths.unmute(person._id),
    context: personContext(userId, person),
    orderKey: `mute:${person._id}`,
  });

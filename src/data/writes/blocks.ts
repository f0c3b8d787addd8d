import { paths } from '@/contract/paths.ts';
import { forgetUserContent } from '../forget-user-content.ts';
import type { OutboxRow } from '../db.ts';
import { setListed, type HiddenPerson } from '../hidden-users.ts';
import { queueWrite } from '../outbox/queue.ts';
import { contextOf } from './context.ts';
import { personContext, personOf } from './hidden-person.ts';
import { defineToggleKinds } from './toggle-kinds.ts';

/**
 * Blocking takes the person's content off the device at once. Undoing a block
 * (a refusal, or an unblock) only lifts the mark: what was taken comes back
 * with the next sync, from the server.
 */
async function setBlocked(row: OutboxRow, blocked: boolean) {
  const person = personOf(row);
  await setListed('blocked-users', person, blocked);
  if (blocked) await forgetUserContent(contextOf(row, 'userId'), person._id);
}

defineToggleKinds('block', 'unblock', {
  set: setBlocked,
  subject: (row) => ({ type: 'user', id: contextOf(row, 'targetId') }),
  // Anything of theirs synced while the block waited goes too.
  reconcile: (row, _answer, blocked) => (blocked ? forgetUserContent(contextOf(row, 'userId'), contextOf(row, 'targetId')) : Promise.resolve()),
});

export const setBlock = (userId: string, person: HiddenPerson, block: boolean) =>
  queueWrite({
    userId,
    kind: block ? 'block' : 'unblock',
    method: 'PUT',
    path: block ? paths.block(person._id) : paths.unblock(person._id),
    context: personContext(userId, person),
    orderKey: `block:${person._id}`,
  });

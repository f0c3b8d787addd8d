import { paths } from '@/contract/paths.ts';
import { messageAnswer } from '@/contract/schemas/responses/common.ts';
import { forgetUserContent } from '../forget-user-content.ts';
import { setListed, type HiddenPerson } from '../hidden-users.ts';
import { personContext, personContextSchema, personOf, type PersonContext } from './hidden-person.ts';
import { defineToggleKinds } from './toggle-kinds.ts';

/**
 * Blocking takes the person's content off the device at once. Undoing a block
 * (a refusal, or an unblock) only lifts the mark: what was taken comes back
 * with the next sync, from the server.
 */
async function setBlocked(context: PersonContext, blocked: boolean) {
  await setListed('blocked-users', personOf(context), blocked);
  if (blocked) await forgetUserContent(context.userId, context.targetId);
}

const blockKinds = defineToggleKinds('block', 'unblock', {
  context: personContextSchema,
  answer: messageAnswer,
  set: (row, blocked) => setBlocked(row.context, blocked),
  subject: (row) => ({ type: 'user', id: row.context.targetId }),
  listsPerson: (row) => ({ list: 'blocked-users', person: personOf(row.context) }),
  // Anything of theirs synced while the block waited goes too.
  reconcile: (row, _answer, blocked) => (blocked ? forgetUserContent(row.context.userId, row.context.targetId) : Promise.resolve()),
});

export const setBlock = (userId: string, person: HiddenPerson, block: boolean) =>
  (block ? blockKinds.on : blockKinds.off).queue({
    userId,
    method: 'PUT',
    path: block ? paths.block(person._id) : paths.unblock(person._id),
    context: personContext(userId, person),
    orderKey: `block:${person._id}`,
  });

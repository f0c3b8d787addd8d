import type * as v from 'valibot';
import type { ListedChange, PostCounts, WriteSubject } from '../outbox/kind-registry.ts';
import { defineOutboxKind, noBody, type DefinedKind, type KindRow } from '../outbox/kinds.ts';

type Row<Context> = KindRow<Context, null>;

interface Toggle<Context, Answer> {
  context: v.GenericSchema<unknown, Context>;
  answer: v.GenericSchema<unknown, Answer>;
  /** Sets the state in IndexedDB: the optimistic change, and its undo with the other value. */
  set(row: Row<Context>, on: boolean): Promise<void>;
  subject(row: Row<Context>): WriteSubject;
  reconcile(row: Row<Context>, answer: Answer, on: boolean): Promise<void>;
  /** For a toggle that moves a post's counter: the post and the counter, which the "on" kind raises by one. */
  postCounter?(row: Row<Context>): { postId: string; counter: 'likes' | 'comments' };
  /** For a block or mute: the list and the person, whom the "on" kind adds to it. */
  listsPerson?(row: Row<Context>): Omit<ListedChange, 'listed'>;
}

/** The two outbox kinds of one yes-or-no state (like and unlike, follow and unfollow): each undoes by setting the other value. */
export function defineToggleKinds<Context, Answer>(
  onKind: string,
  offKind: string,
  toggle: Toggle<Context, Answer>,
): { on: DefinedKind<Context, null>; off: DefinedKind<Context, null> } {
  const { postCounter: counter, listsPerson } = toggle;
  const define = (on: boolean) =>
    defineOutboxKind(on ? onKind : offKind, {
      context: toggle.context,
      body: noBody,
      answer: toggle.answer,
      apply: (row) => toggle.set(row, on),
      rollback: (row) => toggle.set(row, !on),
      describe: (row) => ({ subject: toggle.subject(row), text: null }),
      reconcile: (row, answer) => toggle.reconcile(row, answer, on),
      ...(counter && { postCounts: (row: Row<Context>) => countsOf(counter(row), on) }),
      ...(listsPerson && { listsPerson: (row: Row<Context>) => ({ ...listsPerson(row), listed: on }) }),
    });
  return { on: define(true), off: define(false) };
}

const countsOf = ({ postId, counter }: { postId: string; counter: 'likes' | 'comments' }, on: boolean): PostCounts => ({
  postId,
  [counter]: on ? 1 : -1,
});

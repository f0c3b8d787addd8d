import type { OutboxRow } from '../db.ts';
import { defineOutboxKind, type WriteSubject } from '../outbox/kinds.ts';

interface Toggle {
  /** Sets the state in IndexedDB: the optimistic change, and its undo with the other value. */
  set(row: OutboxRow, on: boolean): Promise<void>;
  subject(row: OutboxRow): WriteSubject;
  reconcile(row: OutboxRow, answer: unknown, on: boolean): Promise<void>;
}

/** The two outbox kinds of one yes-or-no state (like and unlike, follow and unfollow): each undoes by setting the other value. */
export function defineToggleKinds(onKind: string, offKind: string, toggle: Toggle): void {
  for (const on of [true, false]) {
    defineOutboxKind(on ? onKind : offKind, {
      apply: (row) => toggle.set(row, on),
      rollback: (row) => toggle.set(row, !on),
      describe: (row) => ({ subject: toggle.subject(row), text: null }),
      reconcile: (row, answer) => toggle.reconcile(row, answer, on),
    });
  }
}

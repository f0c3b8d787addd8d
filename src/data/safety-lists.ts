import { useCallback, useEffect, useState } from 'react';
import { getBlockedPage, getMutedPage } from './api/safety-lists.ts';
import { db } from './db.ts';
import { listedPeople, storeListed, type HiddenList, type HiddenPerson } from './hidden-users.ts';
import { kindOf, type ListedChange } from './outbox/kind-registry.ts';
import './writes/all-kinds.ts';
import { failureOf } from './transport/call-failure.ts';
import { useLiveQuery } from './use-live-query.ts';

export type ServerListsState = 'loading' | 'ready' | 'offline' | 'failed';

/** The user's waiting blocks or mutes of this list (and their undoing), oldest first. */
async function waitingChanges(list: HiddenList): Promise<ListedChange[]> {
  const rows = await db.outbox.where('status').equals('pending').sortBy('createdAt');
  return rows.flatMap((row) => {
    const change = kindOf(row)?.listsPerson(row);
    return change?.list === list ? [change] : [];
  });
}

/** The server's list with the user's waiting blocks or mutes (and their undoing) laid on top, in the order they were made. */
export async function storeServerList(list: HiddenList, served: HiddenPerson[]): Promise<void> {
  await db.transaction('rw', db.outbox, db.meta, async () => {
    const people = new Map(served.map((person) => [person._id, person]));
    for (const { person, listed } of await waitingChanges(list)) {
      if (listed) people.set(person._id, person);
      else people.delete(person._id);
    }
    await storeListed(list, [...people.values()]);
  });
}

/** Reads both lists from the server into the device's copy, once the screen opens and again on `reload`. */
export function useServerSafetyLists(): { state: ServerListsState; reload: () => void } {
  const [state, setState] = useState<ServerListsState>('loading');
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([getBlockedPage(null), getMutedPage(null)])
      .then(([blocked, muted]) => Promise.all([storeServerList('blocked-users', blocked.items), storeServerList('muted-users', muted.items)]))
      .then(
        () => live && setState('ready'),
        (error: unknown) => live && setState(failureOf(error).status === null ? 'offline' : 'failed'),
      );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { state, reload };
}

export interface ListedPerson extends HiddenPerson {
  /** The block or mute is still in the outbox, not yet on the server. */
  waiting: boolean;
}

/** Whom the user blocks or mutes, as the device knows it now, each marked while its change waits. */
export function useListedPeople(list: HiddenList): ListedPerson[] | undefined {
  return useLiveQuery(async () => {
    const [people, waiting] = await Promise.all([listedPeople(list), waitingChanges(list)]);
    const waitingIds = new Set(waiting.flatMap(({ person, listed }) => (listed ? [person._id] : [])));
    return people.map((person) => ({ ...person, waiting: waitingIds.has(person._id) }));
  }, [list]);
}

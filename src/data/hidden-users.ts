import { db } from './db.ts';

/** The people the signed-in user blocks or mutes, as this device knows them (kept in `meta`, forgotten on sign-out). */
export type HiddenList = 'blocked-users' | 'muted-users';

/** Enough of a person to list them when offline. */
export interface HiddenPerson {
  _id: string;
  fullName: string;
  username: string;
}

export async function listedPeople(list: HiddenList): Promise<HiddenPerson[]> {
  const row = await db.meta.get(list);
  return Array.isArray(row?.value) ? (row.value as HiddenPerson[]) : [];
}

export async function listedUsers(list: HiddenList): Promise<ReadonlySet<string>> {
  return new Set((await listedPeople(list)).map((person) => person._id));
}

export async function setListed(list: HiddenList, person: HiddenPerson, listed: boolean): Promise<void> {
  const others = (await listedPeople(list)).filter((entry) => entry._id !== person._id);
  await storeListed(list, listed ? [person, ...others] : others);
}

export async function storeListed(list: HiddenList, people: HiddenPerson[]): Promise<void> {
  await db.meta.put({ key: list, value: people.map(({ _id, fullName, username }) => ({ _id, fullName, username })) });
}

/** Authors whose posts the feed leaves out: the blocked and the muted. */
export async function hiddenAuthors(): Promise<ReadonlySet<string>> {
  const [blocked, muted] = await Promise.all([listedUsers('blocked-users'), listedUsers('muted-users')]);
  return new Set([...blocked, ...muted]);
}

import type { PublicUser } from '@/contract/entities.ts';

/** Case-insensitive match on username or full name; a blank query matches everyone. */
export function matchesUser(user: Pick<PublicUser, 'username' | 'fullName'>, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return user.username.toLocaleLowerCase().includes(needle) || user.fullName.toLocaleLowerCase().includes(needle);
}

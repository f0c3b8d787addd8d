import type { OwnUser, PublicUser } from '@/contract/entities.ts';

/** What of one's own user goes beside the other users: none of what only its owner sees. */
export function publicPart(user: OwnUser & { token?: string }): PublicUser {
  const { email: _email, emailVerified: _verified, token: _token, ...rest } = user;
  return rest;
}

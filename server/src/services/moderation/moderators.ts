import type { Config } from '../../config.ts';
import type { UserRow } from '../../repositories/users.ts';

export type ModeratorConfig = Pick<Config, 'adminEmails'>;

/** Named in ADMIN_EMAILS, and the address proved: else anyone could sign up with it first. */
export const isModerator = (config: ModeratorConfig, row: Pick<UserRow, 'email' | 'emailVerifiedAt'>): boolean =>
  row.emailVerifiedAt !== null && (config.adminEmails ?? []).includes(row.email.toLowerCase());

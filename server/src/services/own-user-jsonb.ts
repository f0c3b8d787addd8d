import { sql, type SQL } from 'drizzle-orm';
import { isoTime } from '../http/keyed-statement.ts';
import type { ModeratorConfig } from './moderation/moderators.ts';

/**
 * `ownUser` of the users row `alias`, as jsonb built inside a statement, with
 * `counts` in place of its stored counts: for an answer that a write's own
 * statement stores with its Idempotency-Key. `follow-answer.test.ts` keeps
 * the two alike.
 */
export function ownUserJsonb(alias: string, config: ModeratorConfig, counts: { followersCount: SQL; followingCount: SQL }): SQL {
  const column = (name: string) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`;
  const adminEmails = JSON.stringify(config.adminEmails ?? []);
  return sql`jsonb_build_object(
    '_id', ${column('id')}, 'fullName', ${column('full_name')}, 'username', ${column('username')}, 'avatar', ${column('avatar')},
    'avatarAlt', ${column('avatar_alt')}, 'bio', ${column('bio')}, 'country', ${column('country')}, 'city', ${column('city')},
    'followersCount', ${counts.followersCount}, 'followingCount', ${counts.followingCount},
    'followedByMe', false, 'followsMe', false, 'createdAt', ${isoTime(column('created_at'))},
    'email', ${column('email')}, 'emailVerified', ${column('email_verified_at')} is not null,
    'isModerator', ${column('email_verified_at')} is not null and ${adminEmails}::jsonb ? lower(${column('email')}))`;
}

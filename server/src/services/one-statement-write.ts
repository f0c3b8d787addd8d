import { sql, type SQL } from 'drizzle-orm';
import type { UserSummary } from '#contract/entities.ts';
import type { Notification } from '#contract/entities.ts';
import type { Queryable } from '../db/client.ts';
import type { KeyColumns, KeyedStatement } from '../http/keyed-statement.ts';
import { claimSubscriptionsCtes, type ClaimedSubscription } from '../repositories/push-throttle.ts';
import { executeNamed } from '../repositories/prepared.ts';
import { standingColumns } from '../repositories/visibility.ts';
import { returnedNotification, type ReturnedNotification } from './notifications.ts';

/** The standing columns (`standingColumns`) of `actorId` towards `userColumn`'s user, as the target's `blocked`, `suspended`, `mutes_actor`. */
export function standingOf(actorId: string, userColumn: SQL): SQL {
  const { blocked, suspended, mutesActor } = standingColumns(actorId, userColumn);
  return sql`${blocked} as blocked, ${suspended} as suspended, ${mutesActor} as mutes_actor`;
}

export interface OneStatementWrite {
  /** The CTE `target`: the row acted on with how the actor stands towards its owner (`standingOf`); none when it does not exist. */
  target: SQL;
  /**
   * The CTEs that make the change, each only when the key's `proceeds` holds, the last one `notified`
   * (`notificationInsert`), whose push is claimed in the statement too (`claimSubscriptionsCtes`).
   */
  changes: SQL;
  /** The CTE `answer`'s select of the answer's `body` (jsonb): a row only when the change was allowed. */
  answer: SQL;
  /** The answer's status, stored with the key. */
  status: number;
  /** The final select's own columns, from `target` (null when there is none) and the changes' CTEs. */
  columns: SQL;
}

/** What a `OneStatementWrite` answers: its columns, the key's, the answer and the notification made. */
export type WriteRow<Columns> = Columns &
  KeyColumns & {
    /** The answer's body; null when the change was not allowed (or a stored answer was found instead). */
    answer: unknown;
    notification: Notification | null;
    /** The notification's push, claimed by the statement (see the bus's `notification`). */
    claimedPush: ClaimedSubscription[];
  };

/** What the statement of a `OneStatementWrite` answers, before `writeRowOf` reads it. */
type StatementRow<Columns> = Columns & KeyColumns & ReturnedNotification & { answer: unknown; pushes: ClaimedSubscription[] | null };

/**
 * A write as one statement of CTEs, the key's claim and stored answer first
 * and the new answer stored last (`KeyedStatement`): one round trip, atomic
 * without a transaction around it. It answers one row even when there is
 * no target, so a stored answer is found for a target gone since.
 */
export function oneStatementWriteSql(key: KeyedStatement, actor: UserSummary, write: OneStatementWrite): SQL {
  return sql`with ${key.ctes},
    target as (${write.target}),
    ${write.changes},
    ${claimSubscriptionsCtes(actor._id)},
    answer as (${write.answer}),
    ${key.answered(write.status)}
    select ${key.columns}, ${write.columns}, answer.body as answer, (select subscriptions from pushes) as pushes, notified.*
    from (select 1) as one left join target on true left join answer on true left join notified on true`;
}

/** The `WriteRow` in the one row that `oneStatementWriteSql`'s statement answers. */
export function writeRowOf<Columns>(rows: Record<string, unknown>[], actor: UserSummary): WriteRow<Columns> {
  const row = rows[0] as StatementRow<Columns>;
  return { ...row, notification: returnedNotification(row, actor), claimedPush: row.pushes ?? [] };
}

/** Runs `oneStatementWriteSql`'s statement. */
export async function oneStatementWrite<Columns>(
  db: Queryable,
  key: KeyedStatement,
  actor: UserSummary,
  write: OneStatementWrite,
): Promise<WriteRow<Columns>> {
  return writeRowOf<Columns>((await executeNamed(db, oneStatementWriteSql(key, actor, write))).rows, actor);
}

import type { UserSummary } from '@/contract/entities.ts';
import type { ReportTargetType } from '@/contract/schemas/safety.ts';
import { SafetyMenu } from '@/features/safety/safety-menu.tsx';
import { headRow } from '@/features/safety/safety.css.ts';
import { CommentAuthor } from './comment-author.tsx';

interface ContentHeadProps {
  entry: { _id: string; user: UserSummary; createdAt: string };
  targetType: Extract<ReportTargetType, 'comment' | 'reply'>;
  postId: string;
  /** Still in the outbox: not on the server yet, so nothing to report or hide. */
  pending: boolean;
  /** The "more" button's name. */
  label: string;
}

/** A comment's or reply's head: its author and time, then its "more" menu once it is on the server. */
export function ContentHead({ entry, targetType, postId, pending, label }: ContentHeadProps) {
  return (
    <div className={headRow}>
      <CommentAuthor user={entry.user} createdAt={entry.createdAt} pending={pending} />
      {pending ? null : (
        <SafetyMenu person={entry.user} targetType={targetType} targetId={entry._id} about={{ type: 'post', id: postId }} label={label} />
      )}
    </div>
  );
}

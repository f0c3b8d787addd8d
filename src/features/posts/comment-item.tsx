import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@/contract/entities.ts';
import type { CommentRow } from '@/data/db.ts';
import { loadOlderReplies } from '@/data/posts/comment-pages.ts';
import { repliesCountOf } from '@/data/posts/comment-replies.ts';
import { addReply } from '@/data/writes/replies.ts';
import { isolate } from '@/i18n/isolate.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { ContentHead } from './content-head.tsx';
import { TextEntryForm } from './text-entry-form.tsx';
import { useLoadMore } from './use-load-more.ts';
import { small } from './image-size.ts';
import * as css from './comments.css.ts';
import { TaggedText } from '@/features/tags/tagged-text.tsx';

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/** A comment; its replies are collapsed until asked for, and a new reply goes first. */
export function CommentItem({ comment, me, pending }: { comment: CommentRow; me: SessionUser; pending: ReadonlySet<string> }) {
  const { t } = useLingui();
  const repliesId = useId();
  const [open, setOpen] = useState(false);
  const count = repliesCountOf(comment);
  const isPending = pending.has(comment._id);
  const older = useLoadMore(() => loadOlderReplies(comment.postId, comment._id));
  const replies = [...comment.replies].sort(newestFirst);

  return (
    <li className={css.comment} data-testid="comment">
      <Avatar src={comment.user.avatar ? small(comment.user.avatar) : null} username={comment.user.username} size="sm" />
      <div>
        <div className={css.bubble}>
          <ContentHead
            entry={comment}
            targetType="comment"
            postId={comment.postId}
            pending={isPending}
            label={t`More for the comment of ${isolate(comment.user.fullName)}`}
          />
          <p className={css.content} dir="auto">
            <TaggedText text={comment.content} />
          </p>
        </div>
        <div className={css.thread}>
          <button type="button" className={css.toggle} aria-expanded={open} aria-controls={repliesId} onClick={() => setOpen((value) => !value)}>
            {open ? t`Hide replies (${count})` : t`Show replies (${count})`}
          </button>
          {open ? (
            <div id={repliesId} className={css.thread}>
              {isPending ? null : (
                <TextEntryForm
                  label={t`Reply to ${comment.user.fullName}`}
                  placeholder={t`Write a reply…`}
                  emptyMessage={t`Please enter a reply.`}
                  submitLabel={t`Send reply`}
                  onSubmit={(content) => addReply(comment.postId, comment._id, content, me).then(() => undefined)}
                />
              )}
              {replies.length > 0 ? (
                // biome-ignore lint/a11y/noNoninteractiveTabindex: the replies scroll in their own box, which must take focus so a keyboard can scroll it.
                <ul className={css.replies} aria-label={t`Replies`} tabIndex={0}>
                  {replies.map((reply) => (
                    <li key={reply._id} className={css.reply} data-testid="reply">
                      <ContentHead
                        entry={reply}
                        targetType="reply"
                        postId={comment.postId}
                        pending={pending.has(reply._id)}
                        label={t`More for the reply of ${isolate(reply.user.fullName)}`}
                      />
                      <p className={css.content} dir="auto">
                        <TaggedText text={reply.content} />
                      </p>
                    </li>
                  ))}
                </ul>
              ) : null}
              {older.more && !isPending && replies.length < count ? (
                <button type="button" className={css.toggle} disabled={older.loading} onClick={() => void older.loadMore()}>
                  {t`Show more replies`}
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

import { useLingui } from '@lingui/react/macro';
import type { SessionUser } from '@/contract/entities.ts';
import { useComments, usePendingIds } from '@/data/posts/posts.ts';
import { loadOlderComments } from '@/data/posts/comment-pages.ts';
import { addComment } from '@/data/writes/comments.ts';
import { CommentItem } from './comment-item.tsx';
import { TextEntryForm } from './text-entry-form.tsx';
import { useLoadMore } from './use-load-more.ts';
import * as css from './comments.css.ts';

/** A post's comments: the newest come with the post, older ones a page at a time. */
export function CommentsSection({ postId, commentsCount, me }: { postId: string; commentsCount: number; me: SessionUser }) {
  const { t } = useLingui();
  const comments = useComments(postId);
  const pending = usePendingIds();
  const older = useLoadMore(() => loadOlderComments(postId));
  return (
    <section className={css.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={css.heading}>
        {t`Comments`}
      </h2>
      <TextEntryForm
        label={t`Add a comment`}
        placeholder={t`Write a comment…`}
        emptyMessage={t`Please enter a comment.`}
        submitLabel={t`Post comment`}
        onSubmit={(content) => addComment(postId, content, me).then(() => undefined)}
      />
      {comments && comments.length > 0 ? (
        <ul className={css.list}>
          {comments.map((comment) => (
            <CommentItem key={comment._id} comment={comment} me={me} pending={pending} />
          ))}
        </ul>
      ) : comments ? (
        <p className={css.meta}>{t`No comments yet. Be the first to comment.`}</p>
      ) : null}
      {comments && older.more && comments.length < commentsCount ? (
        <button type="button" className={css.toggle} disabled={older.loading} onClick={() => void older.loadMore()}>
          {t`Show more comments`}
        </button>
      ) : null}
    </section>
  );
}

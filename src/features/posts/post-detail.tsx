import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Pencil } from 'lucide-react';
import type { SessionUser } from '@/contract/entities.ts';
import type { PostRow } from '@/data/posts/post-rows.ts';
import { buttonClass } from '@/ui/button.tsx';
import { SendingProgress } from '@/ui/sending-progress.tsx';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import { TaggedText } from '@/features/tags/tagged-text.tsx';
import { CommentsSection } from './comments-section.tsx';
import { LikeButton } from './like-button.tsx';
import { PetTag } from './pet-tag.tsx';
import { PostAuthor } from './post-author.tsx';
import { PostPhotoCarousel } from './post-photo-carousel.tsx';
import { ShareButton } from './share-button.tsx';
import { useWaitingEdit, withEditPhotos } from './use-waiting-edit.ts';
import * as card from './post-card.css.ts';
import * as css from './post-detail.css.ts';

/** One post in full with its comments; while an edit made offline waits, it shows as edited with the sending bar, and cannot be edited again. */
export function PostDetail({ post, me }: { post: PostRow; me: SessionUser }) {
  const { t } = useLingui();
  const edit = useWaitingEdit(post, me._id);
  const shown = withEditPhotos(post, edit);
  const title = post.title || t`Untitled post`;
  const comments = post.commentsCount;
  return (
    <>
      <article className={card.card} aria-label={title}>
        <PostAuthor post={post} />
        <h1 className={css.title} dir="auto">
          <TaggedText text={title} /> {post.pet ? <PetTag pet={post.pet} /> : null}
        </h1>
        <p className={card.body} dir="auto">
          <TaggedText text={post.body} />
        </p>
        {shown.media.length > 0 ? <PostPhotoCarousel post={shown} label={t`Photos of ${title}`} /> : null}
        {edit ? <SendingProgress sent={edit.row.sent} photos={edit.row.photos} /> : null}
        <div className={card.actions}>
          <LikeButton post={post} userId={me._id} />
          <span className={card.action}>
            <MessageCircle size={18} aria-hidden="true" />
            <span className={visuallyHidden}>{t`Comments: ${comments}`}</span>
            <span className={card.count} data-testid="comments-count" aria-hidden="true">
              {comments}
            </span>
          </span>
          <ShareButton postId={post._id} />
          {post.user._id === me._id && !edit ? (
            <Link to="/posts/$postId/update" params={{ postId: post._id }} className={buttonClass('secondary')}>
              <Pencil size={16} aria-hidden="true" />
              <Trans>Edit post</Trans>
            </Link>
          ) : null}
        </div>
      </article>
      <CommentsSection postId={post._id} commentsCount={post.commentsCount} me={me} />
    </>
  );
}

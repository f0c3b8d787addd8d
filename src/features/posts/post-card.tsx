import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import type { Post } from '@/contract/entities.ts';
import type { PostRow } from '@/data/posts/post-rows.ts';
import { useWatchPost } from '@/data/posts/post-watch.ts';
import { useLocalPhotos, useWaitingRow } from '@/data/waiting-rows.ts';
import { SendingProgress } from '@/ui/sending-progress.tsx';
import { LikeButton } from './like-button.tsx';
import { PetTag } from './pet-tag.tsx';
import { PostAuthor } from './post-author.tsx';
import { PostPhotos } from './post-photos.tsx';
import { ShareButton } from './share-button.tsx';
import { small } from './image-size.ts';
import { usePostPhotos } from './use-post-photos.ts';
import { useWaitingEdit, withEditPhotos } from './use-waiting-edit.ts';
import * as css from './post-card.css.ts';
import { TaggedText } from '@/features/tags/tagged-text.tsx';

/**
 * A post in a list: small images, like, comment count (opens the post) and share.
 * `priority` is for the list's first card, whose first photo is usually the largest paint.
 * Memoised: a list drawn again for its own reasons (scrolling, measuring) leaves unchanged cards alone.
 */
export const PostCard = memo(function PostCard({ post, userId, priority = false }: { post: PostRow; userId: string; priority?: boolean }) {
  const { t } = useLingui();
  const title = post.title || t`Untitled post`;
  // Only one's own post can still be in the outbox; it has no place on the server yet to link to or act on.
  const waiting = useWaitingRow(post.user._id === userId ? post._id : null);
  const localPhotos = useLocalPhotos(waiting ? post._id : null);
  // An edit made offline shows at once, its new photos drawn from the device.
  const edit = useWaitingEdit(post, userId);
  const photos = usePostPhotos(waiting ? { ...post, media: localPhotos } : withEditPhotos(post, edit), waiting ? undefined : small);
  useWatchPost(post._id);
  return (
    <article className={css.card} aria-label={title} data-testid="post-card" data-waiting={waiting ? 'true' : undefined}>
      <PostAuthor post={post} waiting={Boolean(waiting)} />
      <h2 className={css.title} dir="auto">
        {waiting ? (
          title
        ) : (
          <Link to="/posts/$postId" params={{ postId: post._id }} className={css.titleLink}>
            {title}
          </Link>
        )}{' '}
        {post.pet ? <PetTag pet={post.pet} /> : null}
      </h2>
      <p className={css.body} dir="auto">
        <TaggedText text={post.body} />
      </p>
      {photos.length > 0 ? <PostPhotos photos={photos} label={t`Photos of ${title}`} priority={priority} /> : null}
      {edit ? <SendingProgress sent={edit.row.sent} photos={edit.row.photos} /> : null}
      {waiting ? <SendingProgress sent={waiting.sent} photos={waiting.photos} /> : <PostActions post={post} userId={userId} />}
    </article>
  );
});

function PostActions({ post, userId }: { post: Post; userId: string }) {
  const { t } = useLingui();
  const comments = post.commentsCount;
  return (
    <div className={css.actions}>
      <LikeButton post={post} userId={userId} />
      <Link to="/posts/$postId" params={{ postId: post._id }} className={css.action} aria-label={t`Comments: ${comments}`}>
        <MessageCircle size={18} aria-hidden="true" />
        <span className={css.count} data-testid="comments-count">
          {comments}
        </span>
      </Link>
      <ShareButton postId={post._id} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle, Pencil } from 'lucide-react';
import { usePost, syncPost } from '@/data/posts.ts';
import { useWatchPost } from '@/data/post-watch.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { buttonClass } from '@/ui/button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { visuallyHidden } from '@/ui/visually-hidden.css.ts';
import { CommentsSection } from './comments-section.tsx';
import { LikeButton } from './like-button.tsx';
import { PetTag } from './pet-tag.tsx';
import { PostAuthor } from './post-author.tsx';
import { PostCardSkeleton } from './post-card-skeleton.tsx';
import { PostPhotoCarousel } from './post-photo-carousel.tsx';
import { ShareButton } from './share-button.tsx';
import * as card from './post-card.css.ts';
import * as css from './post-detail.css.ts';
import { TaggedText } from '@/features/tags/tagged-text.tsx';

export function PostDetailScreen({ postId }: { postId: string }) {
  const { t } = useLingui();
  const me = useSession();
  const post = usePost(postId);
  const status = useRemote(`post:${postId}`, () => syncPost(postId));
  // Likes, comments and replies by others appear while the page is open; a reconnect fetches what was missed.
  useWatchPost(postId, syncPost);
  useDocumentTitle(post?.title || t({ message: 'Post', context: 'page title of one post' }));
  if (!me) return null;

  let content: ReactNode;
  if (post) {
    const title = post.title || t`Untitled post`;
    const comments = post.commentsCount;
    content = (
      <>
        <article className={card.card} aria-label={title}>
          <PostAuthor post={post} />
          <h1 className={css.title} dir="auto">
            <TaggedText text={title} /> {post.pet ? <PetTag pet={post.pet} /> : null}
          </h1>
          <p className={card.body} dir="auto">
            <TaggedText text={post.body} />
          </p>
          {post.images.length > 0 ? <PostPhotoCarousel post={post} label={t`Photos of ${title}`} /> : null}
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
            {post.user._id === me._id ? (
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
  } else if (post === null && status === 'missing') {
    content = (
      <div className={css.notFound} role="status">
        <h1 className={css.title}>{t`Post not found.`}</h1>
        <p>{t`The post you're looking for doesn't exist or has been removed.`}</p>
      </div>
    );
  } else if (post === null && status === 'failed') {
    content = <p role="alert">{t`Failed to fetch post`}</p>;
  } else {
    content = <PostCardSkeleton />;
  }

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <div>
        <BackButton />
      </div>
      {content}
    </div>
  );
}

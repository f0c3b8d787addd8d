import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import toast from 'react-hot-toast';
import type { Post } from '@/contract/entities.ts';
import { toggleLike } from '@/data/writes/likes.ts';
import * as css from './post-card.css.ts';

/** Liked when `likes` holds the user (spec section 4); the count is `likesCount`. Goes through the outbox. */
export function LikeButton({ post, userId }: { post: Post; userId: string }) {
  const { t } = useLingui();
  const liked = post.likes.includes(userId);
  const onClick = () => {
    toggleLike(post._id, userId, !liked).catch(() => toast.error(t`This change could not be saved and was undone.`));
  };
  return (
    <button
      type="button"
      className={css.action}
      aria-pressed={liked}
      aria-label={liked ? t`Unlike` : t`Like`}
      onClick={onClick}
      data-liked={liked}
    >
      <Heart size={18} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      <span className={css.count} data-testid="likes-count">
        {post.likesCount}
      </span>
    </button>
  );
}

import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Clock, Heart } from 'lucide-react';
import toast from 'react-hot-toast';
import type { Post } from '@/contract/entities.ts';
import { usePendingLikes } from '@/data/outbox/use-outbox.ts';
import { toggleLike } from '@/data/writes/likes.ts';
import * as css from './post-card.css.ts';

/**
 * Liked when `likedByMe`; the count is `likesCount`.
 * Goes through the outbox: until the server has it, a clock beside the heart
 * says "Not sent yet" (and the button is described by it). The count sits
 * beside the button, not in it, so the button's name is what it does.
 */
export function LikeButton({ post, userId }: { post: Post; userId: string }) {
  const { t } = useLingui();
  const markId = useId();
  const pending = usePendingLikes(userId)?.has(post._id) ?? false;
  const liked = post.likedByMe;
  const onClick = () => {
    toggleLike(post._id, userId, !liked).catch(() => toast.error(t`This change could not be saved and was undone.`));
  };
  const notSent = t`Not sent yet`;
  return (
    <span className={css.counted}>
      <button
        type="button"
        className={css.action}
        aria-pressed={liked}
        aria-label={liked ? t`Unlike` : t({ message: 'Like', context: 'button that likes a post' })}
        aria-describedby={pending ? markId : undefined}
        onClick={onClick}
        data-liked={liked}
      >
        <Heart size={18} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
      </button>
      <span className={css.besideCount} data-testid="likes-count" data-liked={liked}>
        {post.likesCount}
      </span>
      {pending ? (
        <span id={markId} className={css.pendingMark} role="img" aria-label={notSent} title={notSent} data-testid="like-pending">
          <Clock size={14} aria-hidden="true" />
        </span>
      ) : null}
    </span>
  );
}

import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { Post } from '@/contract/entities.ts';
import { formatRelativeTime } from '@/i18n/relative-time-format.ts';
import { isolate } from '@/i18n/isolate.ts';
import { SafetyMenu } from '@/features/safety/safety-menu.tsx';
import { Avatar } from '@/ui/avatar.tsx';
import { small } from './image-size.ts';
import * as css from './post-card.css.ts';

/** `waiting`: the post is still in the outbox, so its time links nowhere (the server has no page for it yet). */
export function PostAuthor({ post, waiting = false }: { post: Post; waiting?: boolean }) {
  const { t, i18n } = useLingui();
  const { user } = post;
  const time = formatRelativeTime(post.createdAt, i18n.locale);
  const title = isolate(post.title || t`Untitled post`);
  return (
    <header className={css.author}>
      <Avatar src={user.avatar ? small(user.avatar) : null} username={user.username} />
      <div className={css.who}>
        <Link to="/profile/$userId" params={{ userId: user._id }} className={css.name}>
          <bdi>{user.fullName}</bdi>
        </Link>
        <span className={css.meta}>
          <span dir="ltr">@{user.username}</span> ·{' '}
          {waiting ? (
            <time dateTime={post.createdAt}>{time}</time>
          ) : (
            <Link to="/posts/$postId" params={{ postId: post._id }} className={css.timeLink}>
              <time dateTime={post.createdAt}>{time}</time>
            </Link>
          )}
        </span>
      </div>
      <SafetyMenu person={user} targetType="post" targetId={post._id} about={{ type: 'post', id: post._id }} label={t`More for the post ${title}`} />
    </header>
  );
}

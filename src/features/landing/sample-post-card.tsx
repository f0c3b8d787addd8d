import { useMemo } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Heart, MessageCircle, Share2 } from 'lucide-react';
import toast from 'react-hot-toast';
import { Avatar } from '@/ui/avatar.tsx';
import { PawIcon } from '@/ui/paw-icon.tsx';
import { Tooltip } from '@/ui/tooltip.tsx';
import type { SamplePost } from './sample-posts.ts';
import { hoursAgo, hoursAgoISO } from './hours-ago.ts';
import { DeferredCarousel } from '@/ui/deferred-carousel.tsx';
import { copySiteRoot } from './share-link.ts';
import { useDescribePhotos } from '@/features/posts/use-post-photos.ts';
import * as css from './sample-post-card.css.ts';

export function SamplePostCard({ post }: { post: SamplePost }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const createdAt = useMemo(() => hoursAgoISO(post.hoursAgo), [post.hoursAgo]);
  const title = i18n._(post.title);
  const petName = i18n._(post.pet.name);
  const describe = useDescribePhotos();
  const toLogin = () => void navigate({ to: '/login' });

  const share = async () => {
    if (await copySiteRoot()) toast.success(t`Post link copied to clipboard!`);
    else toast.error(t`Could not copy the link.`);
  };

  return (
    <article className={css.card} aria-label={title}>
      <header className={css.author}>
        <Avatar src={post.user.avatar} username={post.user.username} />
        <div className={css.who}>
          <Link to="/profile/$userId" params={{ userId: post.user._id }} className={css.name}>
            {post.user.fullName}
          </Link>
          <span className={css.meta}>
            <span dir="ltr">@{post.user.username}</span> · <time dateTime={createdAt}>{hoursAgo(post.hoursAgo, i18n.locale)}</time>
          </span>
        </div>
      </header>
      <h3 className={css.title}>
        {title}{' '}
        <span className={css.pet}>
          <PawIcon size={16} className={css.petMark} />
          {petName}
        </span>
      </h3>
      <p className={css.body}>{i18n._(post.body)}</p>
      <DeferredCarousel
        photos={describe(
          post.images.map((url) => ({ url, alt: '' })),
          { petName, author: post.user.fullName },
        )}
        label={t`Photos of ${petName}`}
      />
      <div className={css.actions}>
        <Tooltip label={t`Log in to like`}>
          <button type="button" className={css.action} onClick={toLogin} aria-label={t({ message: 'Like', context: 'button that likes a post' })}>
            <Heart size={18} aria-hidden="true" />
          </button>
        </Tooltip>
        <span className={css.count} dir="ltr">
          {post.likes}
        </span>
        <Tooltip label={t`Log in to comment`}>
          <button
            type="button"
            className={css.action}
            onClick={toLogin}
            aria-label={t({ message: 'Comment', context: 'button that opens the comments of a post' })}
          >
            <MessageCircle size={18} aria-hidden="true" />
          </button>
        </Tooltip>
        <span className={css.count}>{post.comments}</span>
        <span className={css.share}>
          <Tooltip label={t`Copy link`}>
            <button type="button" className={css.action} onClick={share} aria-label={t({ message: 'Share', context: 'button that shares a post' })}>
              <Share2 size={18} aria-hidden="true" />
            </button>
          </Tooltip>
        </span>
      </div>
    </article>
  );
}

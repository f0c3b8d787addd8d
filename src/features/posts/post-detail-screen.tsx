import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePost, syncPost } from '@/data/posts/posts.ts';
import { useWatchPost } from '@/data/posts/post-watch.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { PostCardSkeleton } from './post-card-skeleton.tsx';
import { PostDetail } from './post-detail.tsx';
import * as css from './post-detail.css.ts';

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
    content = <PostDetail post={post} me={me} />;
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

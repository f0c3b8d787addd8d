import { useLingui } from '@lingui/react/macro';
import { syncPost, usePost } from '@/data/posts.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { EditPostForm } from './edit-post-form.tsx';
import { PostCardSkeleton } from './post-card-skeleton.tsx';
import { useOwnerGuard } from './use-owner-guard.ts';

export function EditPostScreen({ postId }: { postId: string }) {
  const { t } = useLingui();
  const me = useSession();
  const post = usePost(postId);
  const status = useRemote(`post:${postId}`, () => syncPost(postId));
  useDocumentTitle(t`Edit post`);
  const allowed = useOwnerGuard({
    ownerId: post?.user._id,
    userId: me?._id,
    status,
    notFound: t`Post not found`,
    forbidden: t`You don't have permission to edit this post`,
  });
  return (
    <div className={`${narrow} ${page}`}>
      <BackButton />
      {post && me && allowed ? <EditPostForm key={post._id} post={post} userId={me._id} /> : <PostCardSkeleton />}
    </div>
  );
}

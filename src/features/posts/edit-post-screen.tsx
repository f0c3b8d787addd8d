import { useLingui } from '@lingui/react/macro';
import { syncPost, usePost } from '@/data/posts/posts.ts';
import { EditPostForm } from './edit-post-form.tsx';
import { OwnerEditPage } from './owner-edit-page.tsx';

export function EditPostScreen({ postId }: { postId: string }) {
  const { t } = useLingui();
  const post = usePost(postId);
  return (
    <OwnerEditPage
      title={t`Edit post`}
      remoteKey={`post:${postId}`}
      sync={() => syncPost(postId)}
      ownerId={post?.user._id}
      notFound={t`Post not found`}
      forbidden={t`You don't have permission to edit this post`}
      form={(userId) => (post ? <EditPostForm key={post._id} post={post} userId={userId} /> : null)}
    />
  );
}

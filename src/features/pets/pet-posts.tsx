import { useLingui } from '@lingui/react/macro';
import { usePetPosts } from '@/data/posts/posts.ts';
import { usePostPages } from '@/data/posts/use-post-pages.ts';
import { PostList } from '@/features/posts/post-list.tsx';

/** Posts tagged with the pet, newest first, older pages on demand. */
export function PetPosts({ petId, userId }: { petId: string; userId: string }) {
  const { t } = useLingui();
  const posts = usePetPosts(petId);
  const pages = usePostPages({ kind: 'pet', id: petId });
  return <PostList posts={posts} pages={pages} userId={userId} empty={t`No posts about this pet yet`} />;
}

import { useLingui } from '@lingui/react/macro';
import { usePetPosts } from '@/data/posts.ts';
import { usePostPages } from '@/data/use-post-pages.ts';
import { PostList } from '@/features/posts/post-list.tsx';

/** Posts tagged with the pet, the most recent page. */
export function PetPosts({ petId, userId }: { petId: string; userId: string }) {
  const { t } = useLingui();
  const posts = usePetPosts(petId);
  usePostPages({ kind: 'pet', id: petId });
  return <PostList posts={posts} userId={userId} empty={t`No posts about this pet yet`} />;
}

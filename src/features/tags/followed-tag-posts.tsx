import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { PostCard } from '@/features/posts/post-card.tsx';
import { TagChips } from './tag-chips.tsx';
import { useFollowedTagPosts } from './use-followed-tag-posts.ts';
import * as css from './explore-screen.css.ts';

/** The tags the user follows and their newest posts. */
export function FollowedTagPosts({ userId }: { userId: string }) {
  const { t } = useLingui();
  const followed = useFollowedTagPosts(userId);
  if (followed === undefined) return null;
  return (
    <section className={css.section} aria-labelledby="explore-followed">
      <h2 id="explore-followed" className={css.sectionTitle}>
        <Trans>From tags you follow</Trans>
      </h2>
      {followed.tags.length === 0 ? (
        <EmptyState title={t`You follow no tags yet. Open a #tag and follow it to see its new posts here.`} />
      ) : (
        <>
          <TagChips tags={followed.tags.map(({ tag }) => ({ tag }))} />
          {followed.posts.length === 0 ? (
            <EmptyState title={t`No posts of the tags you follow are saved on this device yet.`} />
          ) : (
            <ul className={css.posts}>
              {followed.posts.map((post) => (
                <li key={post._id}>
                  <PostCard post={post} userId={userId} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { isTag } from '@/contract/hashtags.ts';
import { useSession } from '@/data/session.ts';
import { storedTagPosts, syncTagPage } from '@/data/tags.ts';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { FetchedPostList } from '@/features/posts/fetched-post-list.tsx';
import { useFetchedPosts } from '@/features/posts/use-fetched-posts.ts';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { FollowTagButton } from './follow-tag-button.tsx';
import * as css from './tag-screen.css.ts';

/** How many stored posts the page shows offline. */
const storedPostsShown = 50;

/** The posts carrying one hashtag, newest first, and following it. */
export function TagScreen({ tag }: { tag: string }) {
  const { t } = useLingui();
  const session = useSession();
  const valid = isTag(tag);
  const list = useFetchedPosts({
    key: valid ? tag : '',
    syncPage: (before) => syncTagPage(tag, before),
    stored: () => storedTagPosts([tag], storedPostsShown),
  });
  useDocumentTitle(`#${tag}`);
  if (!session) return null;
  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <header className={css.head}>
        <h1 className={css.title}>
          <bdi>#{tag}</bdi>
        </h1>
        {valid ? <FollowTagButton tag={tag} userId={session._id} /> : null}
      </header>
      {valid ? (
        <FetchedPostList
          list={list}
          userId={session._id}
          texts={{
            failed: t`Could not load the posts of this tag. Please try again.`,
            empty: t`No posts carry #${tag} yet. Write one with #${tag} in its title or text.`,
            offline: <Trans>You are offline: these are the posts with this tag saved on this device.</Trans>,
          }}
        />
      ) : (
        <EmptyState title={t`A tag is made of letters, digits and underscores, such as #cats or #قطط.`} />
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { FetchedPostList } from '@/features/posts/fetched-post-list.tsx';
import { usePostSearch } from './use-post-search.ts';

/** The posts that hold the words: the server's ranking, or offline the matches stored on this device. */
export function FoundPosts({ words, userId }: { words: string; userId: string }) {
  const { t } = useLingui();
  const list = usePostSearch(words);
  return (
    <FetchedPostList
      list={list}
      userId={userId}
      texts={{
        failed: t`Could not search the posts. Please try again.`,
        empty: t`No posts match “${words}”.`,
        offline: <Trans>You are offline: these are the matching posts saved on this device.</Trans>,
      }}
    />
  );
}

import { searchStoredPosts, syncSearchPage } from '@/data/posts/post-search.ts';
import { useFetchedPosts } from '@/features/posts/use-fetched-posts.ts';

/** How many stored posts an offline search shows. */
const storedMatchesShown = 50;

/** The server's matches for the words; offline, the stored posts that hold them. */
export const usePostSearch = (words: string) =>
  useFetchedPosts({
    key: words,
    syncPage: (before) => syncSearchPage(words, before),
    stored: () => searchStoredPosts(words, storedMatchesShown),
  });

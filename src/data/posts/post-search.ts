import type { Post } from '@/contract/entities.ts';
import { searchPosts } from '../api/search-posts.ts';
import { db } from '../db.ts';
import { keepPostPage, type FoundPage } from './post-list-page.ts';

/** Asks the server for a page of matches (best first) and keeps the posts in IndexedDB, where the cards read them. */
export const syncSearchPage = async (words: string, before: string | null): Promise<FoundPage> => keepPostPage(await searchPosts(words, before));

/** Lower case, without Arabic diacritics and tatweel, so that typed words meet stored ones. */
const folded = (text: string) =>
  text
    .toLocaleLowerCase()
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '');

/** Every typed word appears in the title or the body (a blank search matches nothing). */
export function postHoldsWords(post: Pick<Post, 'title' | 'body'>, words: string): boolean {
  const wanted = folded(words).split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return false;
  const text = folded(`${post.title} ${post.body}`);
  return wanted.every((word) => text.includes(word));
}

/** Without the server: the stored posts that hold every word, newest first. */
export function searchStoredPosts(words: string, max: number): Promise<Post[]> {
  return db.posts
    .orderBy('createdAt')
    .reverse()
    .filter((post) => postHoldsWords(post, words))
    .limit(max)
    .toArray();
}

import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db.ts';
import { postHoldsWords, searchStoredPosts } from './post-search.ts';
import { testPost } from './test-posts.ts';

const author = { _id: 'u1', fullName: 'Mona', username: 'mona', avatar: null };
const stored = [
  testPost(author, { _id: 'p1', title: 'Beach day', body: 'Rex ran after the ball', createdAt: '2026-01-01T00:00:00.000Z' }),
  testPost(author, { _id: 'p2', title: 'قطتي في الحديقة', body: 'تحبّ اللعب كثيراً', createdAt: '2026-01-02T00:00:00.000Z' }),
  testPost(author, { _id: 'p3', title: 'Another BALL game', body: 'with Rex', createdAt: '2026-01-03T00:00:00.000Z' }),
];

describe('searching the posts stored on the device', () => {
  beforeEach(async () => {
    await db.posts.clear();
    await db.posts.bulkPut(stored);
  });

  it('needs every word, in the title or the body, whatever the case', () => {
    expect(postHoldsWords(stored[0]!, 'rex BALL')).toBe(true);
    expect(postHoldsWords(stored[0]!, 'rex cat')).toBe(false);
    expect(postHoldsWords(stored[0]!, '   ')).toBe(false);
  });

  it('finds Arabic words typed without the diacritics the post has', () => {
    expect(postHoldsWords(stored[1]!, 'تحب الحديقة')).toBe(true);
  });

  it('answers the matches newest first, at most as many as asked', async () => {
    expect((await searchStoredPosts('rex ball', 10)).map((post) => post._id)).toEqual(['p3', 'p1']);
    expect((await searchStoredPosts('rex ball', 1)).map((post) => post._id)).toEqual(['p3']);
    expect(await searchStoredPosts('parrot', 10)).toEqual([]);
  });
});

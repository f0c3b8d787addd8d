import { useEffect } from 'react';
import { db } from '@/data/db.ts';
import { storedTagPosts, syncFollowedTagPosts } from '@/data/tags.ts';
import { useLiveQuery } from '@/data/use-live-query.ts';

/** How many posts of followed tags Explore shows. */
const shown = 20;

/** The followed tags and their newest posts stored on this device, refreshed from the server when it answers. */
export function useFollowedTagPosts(userId: string) {
  useEffect(() => {
    syncFollowedTagPosts(userId).catch(() => undefined);
  }, [userId]);
  return useLiveQuery(async () => {
    const tags = await db.tagFollows.orderBy('followedAt').reverse().toArray();
    return {
      tags,
      posts:
        tags.length === 0
          ? []
          : await storedTagPosts(
              tags.map((row) => row.tag),
              shown,
            ),
    };
  }, [userId]);
}

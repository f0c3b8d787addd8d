import * as v from 'valibot';
import { timeAnswer } from './common.ts';
import { petAnswer } from './pets.ts';
import { postAnswer } from './posts.ts';

export const followedTagAnswer = v.strictObject({ tag: v.string(), followedAt: timeAnswer });

/** A trending tag and how many new posts carried it in the window. */
export const trendingTagAnswer = v.strictObject({ tag: v.string(), posts: v.number() });

export const exploreAnswer = v.strictObject({
  tags: v.array(trendingTagAnswer),
  /** The most liked in the window, most first. */
  posts: v.array(postAnswer),
  pets: v.array(petAnswer),
});

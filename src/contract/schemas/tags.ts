import * as v from 'valibot';
import { isTag } from '../hashtags.ts';
import { messages as m } from '../messages.ts';
import { cursorField, limitField } from './common.ts';

export const tagParams = v.object({ tag: v.pipe(v.string(m.tagInvalid), v.check(isTag, m.tagInvalid)) });
export type TagParams = v.InferOutput<typeof tagParams>;

export const tagPostsQuery = v.strictObject({ limit: limitField, before: cursorField }, m.unknownParameter);

export const exploreWindows = ['day', 'week'] as const;
export type ExploreWindow = (typeof exploreWindows)[number];

/** `window`: the last 24 hours (day, the default) or 7 days (week). */
export const exploreQuery = v.strictObject({ window: v.optional(v.picklist(exploreWindows, m.exploreWindowInvalid), 'day') }, m.unknownParameter);
export type ExploreQuery = v.InferOutput<typeof exploreQuery>;

import type { Explore, FollowedTag, Post } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import type { ExploreWindow } from '@/contract/schemas/tags.ts';
import { transport } from '../http.ts';
import { getPage } from './list-page.ts';

/** One page of the posts carrying the tag, newest first. */
export const getTagPostsPage = (tag: string, before: string | null) => getPage<Post>(paths.tagPosts(tag), before);

export const getFollowedTags = async () => (await transport.request<FollowedTag[]>({ method: 'GET', path: paths.followedTags })).data;

export const getExplore = async (window: ExploreWindow) =>
  (await transport.request<Explore>({ method: 'GET', path: paths.explore, searchParams: { window } })).data;

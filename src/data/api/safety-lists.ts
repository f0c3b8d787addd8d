import type { PublicUser } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { paths } from '@/contract/paths.ts';
import { getPage } from './list-page.ts';

/** One page of the users the caller blocks. */
export const getBlockedPage = (before: string | null) => getPage<PublicUser>(paths.blocks, before, limits.page.max);

/** One page of the users the caller mutes. */
export const getMutedPage = (before: string | null) => getPage<PublicUser>(paths.mutes, before, limits.page.max);

import type { PublicUser } from '@/contract/entities.ts';
import { limits } from '@/contract/limits.ts';
import { paths } from '@/contract/paths.ts';
import { getPage } from './list-page.ts';

/** One page of the users the caller follows who follow back, newest account first; `q` filters by username or name. */
export const getMutualsPage = (before: string | null, q = '') => getPage<PublicUser>(paths.mutuals, before, limits.page.max, q ? { q } : {});

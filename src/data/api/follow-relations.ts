import type { FollowRelations } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getFollowRelations = () => http.get<FollowRelations>(paths.followRelations);

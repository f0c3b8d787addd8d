import type { PublicUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getUser = (userId: string) => http.get<PublicUser>(paths.user(userId));

import type { OwnUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getMe = () => http.get<OwnUser>(paths.me);

import type { PublicUser } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

/** Public users, optionally filtered by the server on username or full name. */
export const getUsers = (q = '') => http.get<PublicUser[]>(paths.users, { searchParams: q ? { q, limit: 100 } : { limit: 100 } });

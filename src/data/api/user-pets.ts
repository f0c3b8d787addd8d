import type { Pet } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getUserPets = (userId: string) => http.get(paths.userPets(userId)).json<Pet[]>();

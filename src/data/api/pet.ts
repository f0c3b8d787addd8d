import type { Pet } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getPet = (petId: string) => http.get<Pet>(paths.pet(petId));

import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getCities = (iso2: string) => http.get<string[]>(paths.cities(iso2));

import type { Country } from '@/contract/entities.ts';
import { paths } from '@/contract/paths.ts';
import { http } from '../http.ts';

export const getCountries = (lang: string) => http.get<Country[]>(paths.countries, { searchParams: lang === 'en' ? {} : { lang } });

import { createRequire } from 'node:module';
import type { Country } from '../../../src/contract/entities.ts';

const require = createRequire(import.meta.url);

type Lang = 'en' | 'ar';

interface LocationData {
  countries: Record<Lang, Country[]>;
  citiesByCountry: Map<string, string[]>;
}

let data: LocationData | undefined;

/**
 * Countries (ISO 3166 codes, English and Arabic names) and their cities, from
 * country-state-city and i18n-iso-countries. Loaded once, on first use, as the
 * city table is large.
 */
function load(): LocationData {
  if (data) return data;
  const { Country: Countries, City } = require('country-state-city') as typeof import('country-state-city');
  const isoNames = require('i18n-iso-countries') as typeof import('i18n-iso-countries');
  isoNames.registerLocale(require('i18n-iso-countries/langs/ar.json'));
  const all = Countries.getAllCountries();
  const sorted = (lang: Lang, list: Country[]) => list.sort((a, b) => a.name.localeCompare(b.name, lang));
  const citiesByCountry = new Map<string, string[]>();
  for (const city of City.getAllCities()) {
    const list = citiesByCountry.get(city.countryCode) ?? citiesByCountry.set(city.countryCode, []).get(city.countryCode)!;
    list.push(city.name);
  }
  for (const [code, names] of citiesByCountry) {
    citiesByCountry.set(code, [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en')));
  }
  data = {
    countries: {
      en: sorted('en', all.map((country) => ({ iso2: country.isoCode, name: country.name }))),
      ar: sorted('ar', all.map((country) => ({ iso2: country.isoCode, name: isoNames.getName(country.isoCode, 'ar') ?? country.name }))),
    },
    citiesByCountry,
  };
  return data;
}

export const listCountries = (lang: string | undefined): Country[] => load().countries[lang === 'ar' ? 'ar' : 'en'];

export const countryExists = (iso2: string) => load().countries.en.some((country) => country.iso2 === iso2);

/** A country's cities, or null for an unknown country (some small countries have none listed). */
export const listCities = (iso2: string): string[] | null =>
  countryExists(iso2) ? (load().citiesByCountry.get(iso2) ?? []) : null;

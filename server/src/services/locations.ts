import { createRequire } from 'node:module';
import type { Country } from '#contract/entities.ts';

const require = createRequire(import.meta.url);

type Lang = 'en' | 'ar';

let countries: Record<Lang, Country[]> | undefined;
const citiesByCountry = new Map<string, string[]>();
const collators = { en: new Intl.Collator('en'), ar: new Intl.Collator('ar') };

const data = () => require('country-state-city') as typeof import('country-state-city');

/**
 * Countries (ISO 3166 codes, English and Arabic names) from country-state-city
 * and i18n-iso-countries, loaded on first use.
 */
function loadCountries(): Record<Lang, Country[]> {
  if (countries) return countries;
  const isoNames = require('i18n-iso-countries') as typeof import('i18n-iso-countries');
  isoNames.registerLocale(require('i18n-iso-countries/langs/ar.json'));
  const all = data().Country.getAllCountries();
  const sorted = (lang: Lang, list: Country[]) => list.sort((a, b) => collators[lang].compare(a.name, b.name));
  countries = {
    en: sorted(
      'en',
      all.map((country) => ({ iso2: country.isoCode, name: country.name })),
    ),
    ar: sorted(
      'ar',
      all.map((country) => ({ iso2: country.isoCode, name: isoNames.getName(country.isoCode, 'ar') ?? country.name })),
    ),
  };
  return countries;
}

export const listCountries = (lang: string | undefined): Country[] => loadCountries()[lang === 'ar' ? 'ar' : 'en'];

export const countryExists = (iso2: string) => loadCountries().en.some((country) => country.iso2 === iso2);

/**
 * A country's cities, or null for an unknown country (some small countries
 * have none listed). Each country's list is made when first asked for:
 * sorting all 150,000 cities up front costs seconds.
 */
export function listCities(iso2: string): string[] | null {
  if (!countryExists(iso2)) return null;
  let cities = citiesByCountry.get(iso2);
  if (!cities) {
    const names = (data().City.getCitiesOfCountry(iso2) ?? []).map((city) => city.name);
    cities = [...new Set(names)].sort(collators.en.compare);
    citiesByCountry.set(iso2, cities);
  }
  return cities;
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '#contract/paths.ts';
import { messages as m } from '#contract/messages.ts';
import type { Country } from '#contract/entities.ts';
import { buildTestApp, type TestApp } from './support/build.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/location/countries', () => {
  it('lists every country with its ISO2 code and English name, cacheable', async () => {
    const response = await get(paths.countries);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const countries = response.json<Country[]>();
    expect(countries.length).toBeGreaterThan(200);
    for (const country of countries) expect(country.iso2).toMatch(/^[A-Z]{2}$/);
    expect(new Set(countries.map((country) => country.iso2)).size).toBe(countries.length);
    expect(countries).toContainEqual({ iso2: 'EG', name: 'Egypt' });
    expect(countries).toContainEqual({ iso2: 'FR', name: 'France' });
  });

  it('gives Arabic names with ?lang=ar, for the same codes', async () => {
    const english = (await get(paths.countries)).json<Country[]>();
    const response = await get(`${paths.countries}?lang=ar`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const arabic = response.json<Country[]>();
    expect(arabic.map((country) => country.iso2).sort()).toEqual(english.map((country) => country.iso2).sort());
    expect(arabic.find((country) => country.iso2 === 'EG')!.name).toBe('مصر');
    const inArabicScript = arabic.filter((country) => /[\u0600-\u06FF]/.test(country.name));
    expect(inArabicScript.length).toBeGreaterThan(arabic.length * 0.9);
  });

  it('falls back to English for another language', async () => {
    const response = await get(`${paths.countries}?lang=xx`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toContainEqual({ iso2: 'EG', name: 'Egypt' });
  });
});

describe('GET /api/location/countries/{iso2}/cities', () => {
  it("lists a country's cities as strings, cacheable", async () => {
    const response = await get(paths.cities('EG'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const cities = response.json<string[]>();
    expect(cities).toContain('Cairo');
    expect(cities).toContain('Alexandria');
    expect(new Set(cities).size).toBe(cities.length);
    for (const city of cities) expect(typeof city).toBe('string');
  });

  it('takes the code in any case', async () => {
    expect((await get(paths.cities('fr'))).json()).toContain('Paris');
  });

  it.each(['QQ', 'XX', 'USA', '1', 'E%00'])('answers 404 for the unknown country %s', async (code) => {
    const response = await get(`/api/location/countries/${code}/cities`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: m.countryNotFound });
  });
});

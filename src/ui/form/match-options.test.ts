import { describe, expect, it } from 'vitest';
import { foldText, matchOptions } from './match-options.ts';

const cities = ['Aix-en-Provence', 'Comparat', 'Le Parc', 'Paray-le-Monial', 'Parempuyre', 'Paris', 'Pau', 'Saint-Paris'].map((name) => ({
  value: name,
  label: name,
}));

describe('matchOptions', () => {
  it('puts the exact name first, then names that start with the query, then later words, then the rest', () => {
    const { shown, total } = matchOptions(cities, 'paris', 50);
    expect(shown.map((o) => o.label)).toEqual(['Paris', 'Saint-Paris']);
    expect(total).toBe(2);
    expect(matchOptions(cities, 'par', 50).shown.map((o) => o.label)).toEqual([
      'Paray-le-Monial',
      'Parempuyre',
      'Paris',
      'Le Parc',
      'Saint-Paris',
      'Comparat',
    ]);
  });

  it('caps what is rendered but counts every match', () => {
    const many = Array.from({ length: 8775 }, (_, i) => ({ value: String(i), label: `Ville ${i}` }));
    const { shown, total } = matchOptions(many, 'ville', 50);
    expect(shown).toHaveLength(50);
    expect(total).toBe(8775);
    expect(matchOptions(many, '', 50)).toMatchObject({ total: 8775 });
    expect(matchOptions(many, '', 50).shown).toHaveLength(50);
  });

  it('ignores case, accents and Arabic short vowels', () => {
    expect(matchOptions([{ value: 'BR', label: 'São Paulo' }], 'SAO', 5).total).toBe(1);
    expect(foldText('مِصْر')).toBe('مصر');
    expect(matchOptions([{ value: 'x', label: 'Paris' }], 'lyon', 5)).toEqual({ shown: [], total: 0 });
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRecentSearches, readRecentSearches, recentSearchesKept, recentSearchesKey, rememberSearch } from './recent-searches.ts';

const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => stored.set(key, value),
});

describe('recent searches', () => {
  beforeEach(() => stored.clear());

  it('keeps the newest first, once each whatever the case, and only the last few', () => {
    rememberSearch('cats');
    rememberSearch('  dogs ');
    expect(rememberSearch('CATS')).toEqual(['CATS', 'dogs']);
    for (let n = 0; n < 20; n += 1) rememberSearch(`word ${n}`);
    const kept = readRecentSearches();
    expect(kept).toHaveLength(recentSearchesKept);
    expect(kept[0]).toBe('word 19');
  });

  it('ignores blank words and unreadable storage, and can forget everything', () => {
    expect(rememberSearch('   ')).toEqual([]);
    stored.set(recentSearchesKey, '{not json');
    expect(readRecentSearches()).toEqual([]);
    rememberSearch('parrots');
    expect(forgetRecentSearches()).toEqual([]);
    expect(readRecentSearches()).toEqual([]);
  });
});

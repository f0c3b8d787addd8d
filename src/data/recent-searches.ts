/** The searches made on this device, newest first, kept in local storage (nothing of them goes to the server). */
export const recentSearchesKey = 'pawpals.recentSearches';
export const recentSearchesKept = 8;

export function readRecentSearches(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(recentSearchesKey) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string').slice(0, recentSearchesKept) : [];
  } catch {
    return [];
  }
}

const write = (searches: string[]) => {
  try {
    localStorage.setItem(recentSearchesKey, JSON.stringify(searches));
  } catch {
    // A full or blocked storage only loses the list of recent searches.
  }
};

/** Puts the words first (once, whatever their case) and keeps the newest few; answers the new list. */
export function rememberSearch(words: string): string[] {
  const trimmed = words.trim();
  if (!trimmed) return readRecentSearches();
  const same = trimmed.toLocaleLowerCase();
  const searches = [trimmed, ...readRecentSearches().filter((item) => item.toLocaleLowerCase() !== same)].slice(0, recentSearchesKept);
  write(searches);
  return searches;
}

export function forgetRecentSearches(): string[] {
  write([]);
  return [];
}

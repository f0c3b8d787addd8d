export interface Option {
  value: string;
  label: string;
}

/** Lower case without accents or Arabic short vowels, so "sao" finds "São Paulo". */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();

const rankOf = (label: string, query: string): number => {
  if (label === query) return 0;
  if (label.startsWith(query)) return 1;
  if (label.split(/[\s\-'’(]+/u).some((word) => word.startsWith(query))) return 2;
  return label.includes(query) ? 3 : -1;
};

/**
 * The options that contain the query, best first: the exact name, then names
 * that start with it, then a later word that starts with it, then the rest;
 * each group keeps the list's own order. At most `limit` are returned, with
 * the number that matched, so a list of thousands never renders whole.
 */
export function matchOptions<T extends Option>(options: readonly T[], query: string, limit: number): { shown: T[]; total: number } {
  const folded = foldText(query);
  if (!folded) return { shown: options.slice(0, limit), total: options.length };
  const groups: T[][] = [[], [], [], []];
  for (const option of options) {
    const rank = rankOf(foldText(option.label), folded);
    if (rank >= 0) groups[rank]!.push(option);
  }
  const matched = groups.flat();
  return { shown: matched.slice(0, limit), total: matched.length };
}

import { useRef } from 'react';

const step = 100;
const most = 5;

/**
 * Cards enter with a 100 ms stagger per item. Each card's delay
 * is fixed when it first appears, counted within the batch that appeared together.
 */
export function useStagger(keys: readonly string[]): (key: string) => number {
  const delays = useRef(new Map<string, number>());
  let position = 0;
  for (const key of keys) {
    if (delays.current.has(key)) continue;
    delays.current.set(key, Math.min(position, most) * step);
    position += 1;
  }
  return (key) => delays.current.get(key) ?? 0;
}

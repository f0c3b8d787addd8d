import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true on every render after. The render that makes it true
 * is a transition: what a screen draws only once it is true, React builds in short slices with
 * the page responsive between them. A screen's first render often comes from the router's
 * synchronous update, which React would otherwise build in one long task.
 */
export function useDrawnInSlices(): boolean {
  return useDeferredValue(true, false);
}

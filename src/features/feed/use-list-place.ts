import { type RefObject, useEffect, useState } from 'react';

export interface ListPlace {
  /** The list's inner width, or null before it has been laid out. */
  width: number | null;
  /** How far down the page the list starts. */
  top: number;
}

/**
 * Where the list sits and how wide it is, read when the browser reports a change of size (the list's
 * own, or the page's when something above it grows), after it has laid the page out: never during
 * a render or a commit, where reading them would make the browser lay the page out at once. Until
 * then, `known`: where the list was last time, if that is known.
 */
export function useListPlace(ref: RefObject<HTMLElement | null>, known: ListPlace = { width: null, top: 0 }): ListPlace {
  const [place, setPlace] = useState<ListPlace>(known);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const read = () =>
      setPlace((last) => {
        const width = list.clientWidth;
        const top = list.offsetTop;
        return last.width === width && last.top === top ? last : { width, top };
      });
    const observer = new ResizeObserver(read);
    observer.observe(list);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return place;
}

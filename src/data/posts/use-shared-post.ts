import { useEffect, useState } from 'react';
import { type SharedPost, takeSharedPost } from './shared-post.ts';

/** The shared items for the add-post form, when it was opened by a share (`active`). */
export function useSharedPost(active: boolean): SharedPost | null {
  const [shared, setShared] = useState<SharedPost | null>(null);
  useEffect(() => {
    if (!active) return;
    let live = true;
    void takeSharedPost().then((value) => {
      if (live && value) setShared(value);
    });
    return () => {
      live = false;
    };
  }, [active]);
  return shared;
}

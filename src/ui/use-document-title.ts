import { useEffect } from 'react';
import { useLingui } from '@lingui/react/macro';

/** Sets the tab's title to "{title} · PawPals" while the screen is shown. */
export function useDocumentTitle(title: string | null) {
  const { t } = useLingui();
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = t`${title} · PawPals`;
    return () => {
      document.title = previous;
    };
  }, [title, t]);
}

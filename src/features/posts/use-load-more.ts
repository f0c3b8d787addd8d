import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import toast from 'react-hot-toast';

/** Loads one more page on request: `more` turns false once `load` answers that none is left. */
export function useLoadMore(load: () => Promise<boolean>) {
  const { t } = useLingui();
  const [more, setMore] = useState(true);
  const [loading, setLoading] = useState(false);
  const loadMore = async () => {
    setLoading(true);
    try {
      setMore(await load());
    } catch {
      toast.error(t`Check your connection.`);
    } finally {
      setLoading(false);
    }
  };
  return { more, loading, loadMore };
}

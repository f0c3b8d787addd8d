import { useEffect } from 'react';
import { showUnreadOnBadge } from '@/data/app-badge.ts';

/** Keeps the app icon's badge on the unread count while notifications are loaded. */
export function useAppBadge(unread: number | undefined) {
  useEffect(() => {
    if (unread !== undefined) void showUnreadOnBadge(unread);
  }, [unread]);
}

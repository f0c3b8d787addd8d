import { useEffect, useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import type { RemoteStatus } from '@/data/remote-status.ts';

interface OwnerGuard {
  /** The owner's id once the item is known, undefined while unknown. */
  ownerId: string | undefined;
  userId: string | undefined;
  status: RemoteStatus;
  notFound: string;
  forbidden: string;
}

/**
 * An edit screen for a missing item, or one the user does not
 * own, toasts why and goes to /dashboard. The server refuses such edits anyway.
 */
export function useOwnerGuard({ ownerId, userId, status, notFound, forbidden }: OwnerGuard) {
  const navigate = useNavigate();
  const done = useRef(false);
  // Decided once the refresh ends (or fails offline), so an item deleted meanwhile reads as missing.
  const settled = status !== 'loading';
  const reason = status === 'missing' ? notFound : settled && ownerId !== undefined && ownerId !== userId ? forbidden : null;
  useEffect(() => {
    if (!reason || done.current) return;
    done.current = true;
    toast.error(reason);
    void navigate({ to: '/dashboard', replace: true });
  }, [reason, navigate]);
  return ownerId !== undefined && ownerId === userId;
}

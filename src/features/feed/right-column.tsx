import { SuggestedAccounts } from '@/features/social/suggested-accounts.tsx';

/** Search and suggested accounts with Follow/Unfollow; above the feed on small screens. */
export function RightColumn() {
  return <SuggestedAccounts />;
}

import toast from 'react-hot-toast';
import { useLingui } from '@lingui/react/macro';
import { UserCheck, UserPlus } from 'lucide-react';
import { useSession } from '@/data/session.ts';
import { useIsFollowing } from '@/data/users.ts';
import { setFollow } from '@/data/writes/follows.ts';
import { Button } from '@/ui/button.tsx';
import { actionLabel } from './user-row.css.ts';

/** Follow or Unfollow for one user, read from the stored user's `followedByMe`. */
export function FollowButton({ targetId }: { targetId: string }) {
  const session = useSession();
  const following = useIsFollowing(session?._id ?? '', targetId);
  return <FollowToggle targetId={targetId} following={following} />;
}

/**
 * Follow or Unfollow, for a caller that already holds the stored user (a list
 * of users reads them all in one query, not one query a row). The change shows
 * at once and goes through the outbox; a refusal is undone and toasted by the
 * outbox bridge.
 */
export function FollowToggle({ targetId, following }: { targetId: string; following: boolean | undefined }) {
  const { t } = useLingui();
  const session = useSession();
  if (!session || session._id === targetId) return null;

  const toggle = async () => {
    const follow = !following;
    try {
      await setFollow(session._id, targetId, follow);
      toast.success(follow ? t`User followed successfully!` : t`User unfollowed successfully!`);
    } catch {
      toast.error(follow ? t`Failed to follow user.` : t`Failed to unfollow user.`);
    }
  };

  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following === true}
      disabled={following === undefined}
      onClick={() => void toggle()}
    >
      {following ? <UserCheck size={18} aria-hidden="true" /> : <UserPlus size={18} aria-hidden="true" />}
      <span className={actionLabel}>{following ? t`Unfollow` : t({ message: 'Follow', context: 'button that follows a person' })}</span>
    </Button>
  );
}

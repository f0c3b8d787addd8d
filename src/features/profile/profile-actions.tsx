import { MessageButton } from '@/features/chat/message-button.tsx';
import { FollowButton } from '@/features/social/follow-button.tsx';

/** Follow/Unfollow and Message on someone's profile; both hide themselves on one's own. */
export function ProfileActions({ userId }: { userId: string }) {
  return (
    <>
      <FollowButton targetId={userId} />
      <MessageButton userId={userId} />
    </>
  );
}

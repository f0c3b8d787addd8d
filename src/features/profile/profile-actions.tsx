import { useLingui } from '@lingui/react/macro';
import type { PublicUser } from '@/contract/entities.ts';
import { MessageButton } from '@/features/chat/message-button.tsx';
import { SafetyMenu } from '@/features/safety/safety-menu.tsx';
import { FollowButton } from '@/features/social/follow-button.tsx';
import { isolate } from '@/i18n/isolate.ts';

/** Follow/Unfollow, Message and the report, mute and block menu on someone's profile; all hide themselves on one's own. */
export function ProfileActions({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const name = isolate(user.fullName);
  return (
    <>
      <FollowButton targetId={user._id} />
      <MessageButton userId={user._id} />
      <SafetyMenu person={user} targetType="user" targetId={user._id} about={{ type: 'user', id: user._id }} label={t`More for ${name}`} />
    </>
  );
}

import { useLingui } from '@lingui/react/macro';
import { syncProfileUser, useProfileUser } from '@/data/profiles.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { PageLoading } from '@/ui/page-loading.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { ProfileActions } from './profile-actions.tsx';
import { ProfileView } from './profile-view.tsx';
import { ProfileMissing, ProfilePage } from './profile-page.tsx';

/** Someone's profile with Follow/Unfollow and Message. */
export function UserProfileScreen({ userId }: { userId: string }) {
  const { t } = useLingui();
  const me = useSession();
  const user = useProfileUser(userId);
  const status = useRemote(`user:${userId}`, () => syncProfileUser(userId));
  useDocumentTitle(user ? user.fullName : t`Profile`);
  return (
    <ProfilePage>
      {user ? (
        <ProfileView user={user} viewerId={me?._id ?? ''} actions={<ProfileActions user={user} />} />
      ) : user === null && (status === 'missing' || status === 'failed') ? (
        <ProfileMissing>{status === 'missing' ? t`User not found` : t`Failed to fetch user by ID.`}</ProfileMissing>
      ) : (
        <PageLoading />
      )}
    </ProfilePage>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { useShownSelf } from '@/data/own-profile.ts';
import { Button } from '@/ui/button.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { ProfileView } from './profile-view.tsx';
import { ProfileMissing, ProfilePage } from './profile-page.tsx';

/** The empty states' buttons only encourage with a toast. */
export function MyProfileScreen() {
  const { t } = useLingui();
  const user = useShownSelf();
  useDocumentTitle(t`My profile`);
  return (
    <ProfilePage>
      {user ? (
        <ProfileView
          user={user}
          viewerId={user._id}
          emptyPosts={
            <Button variant="secondary" onClick={() => toast(t`Let's create your first post!`, { icon: '🐾' })}>
              <Plus size={18} aria-hidden="true" />
              {t`Create Post`}
            </Button>
          }
          emptyPets={
            <Button variant="secondary" onClick={() => toast(t`Let's add your pet!`, { icon: '🐾' })}>
              <Plus size={18} aria-hidden="true" />
              {t`Add Pet`}
            </Button>
          }
        />
      ) : (
        <ProfileMissing>{t`User not found`}</ProfileMissing>
      )}
    </ProfilePage>
  );
}

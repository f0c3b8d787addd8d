import { useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { Button } from '@/ui/button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { ProfileView } from './profile-view.tsx';
import * as css from './profile.css.ts';

/** The empty states' buttons only encourage with a toast. */
export function MyProfileScreen() {
  const { t } = useLingui();
  const user = useSession();
  useDocumentTitle(t`My profile`);
  return (
    <div className={`${narrow} ${page} ${css.profile}`}>
      <div>
        <BackButton />
      </div>
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
        <p className={css.notFound} role="status">
          {t`User not found`}
        </p>
      )}
    </div>
  );
}

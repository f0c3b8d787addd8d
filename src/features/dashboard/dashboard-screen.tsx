import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, Plus, UserRound } from 'lucide-react';
import { syncUserPets, useUserPets } from '@/data/pets.ts';
import { useUserPosts } from '@/data/posts/posts.ts';
import { usePostPages } from '@/data/posts/use-post-pages.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useShownSelf } from '@/data/own-profile.ts';
import { buttonClass } from '@/ui/button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { PetGrid } from '@/features/pets/pet-grid.tsx';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { PostList } from '@/features/posts/post-list.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { ProfileCard } from './profile-card.tsx';
import * as css from './dashboard-screen.css.ts';

type Tab = 'pets' | 'posts';

/** The own card with edit mode, counts, and the Pets and Posts tabs. */
export function DashboardScreen() {
  const { t } = useLingui();
  const user = useShownSelf();
  const userId = user?._id ?? '';
  const pets = useUserPets(userId);
  const posts = useUserPosts(userId);
  useRemote(userId ? `pets:${userId}` : null, () => syncUserPets(userId));
  const pages = usePostPages(userId ? { kind: 'user', id: userId } : null);
  const [tab, setTab] = useState<Tab>('pets');
  useDocumentTitle(t`Dashboard`);
  if (!user) return null;
  const petCount = pets?.length ?? 0;
  const postCount = posts?.length ?? 0;

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <h1 className={css.title}>{t`Dashboard`}</h1>
      <ProfileCard user={user} />
      <dl className={css.counts}>
        <div className={css.countBox}>
          <dt>{t`Pets`}</dt>
          <dd data-testid="pet-count">{petCount}</dd>
        </div>
        <div className={css.countBox}>
          <dt>{t`Posts`}</dt>
          <dd data-testid="post-count">
            {postCount}
            {pages.hasMore && !pages.loading ? '+' : ''}
          </dd>
        </div>
      </dl>
      <div className={css.actions}>
        <Link to="/my_profile" className={buttonClass('secondary')}>
          <UserRound size={18} aria-hidden="true" />
          <Trans>View profile</Trans>
        </Link>
        <Link to="/update_password" className={buttonClass('secondary')}>
          <KeyRound size={18} aria-hidden="true" />
          <Trans>Update password</Trans>
        </Link>
      </div>
      <Tabs
        label={t`Your content`}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'pets', label: t`Pets` },
          { key: 'posts', label: t`Posts` },
        ]}
      >
        <div className={css.tabActions}>
          {tab === 'pets' ? (
            <Link to="/add-pet" className={buttonClass('primary')}>
              <Plus size={18} aria-hidden="true" />
              <Trans>Add pet</Trans>
            </Link>
          ) : (
            <Link to="/add-post" className={buttonClass('primary')}>
              <Plus size={18} aria-hidden="true" />
              <Trans>Create post</Trans>
            </Link>
          )}
        </div>
        {tab === 'pets' ? (
          pets && pets.length === 0 ? (
            <EmptyState title={t`No pets yet`}>
              <Link to="/add-pet" className={buttonClass('secondary')}>
                <Trans>Add your first pet</Trans>
              </Link>
            </EmptyState>
          ) : (
            <PetGrid pets={pets} />
          )
        ) : (
          <PostList
            posts={posts}
            pages={pages}
            userId={user._id}
            empty={t`No posts yet`}
            emptyAction={
              <Link to="/add-post" className={buttonClass('secondary')}>
                <Trans>Create your first post</Trans>
              </Link>
            }
          />
        )}
      </Tabs>
    </div>
  );
}

import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PublicUser } from '@/contract/entities.ts';
import { syncUserPets, useUserPets } from '@/data/pets.ts';
import { useUserPosts } from '@/data/posts/posts.ts';
import { usePostPages } from '@/data/posts/use-post-pages.ts';
import { useRemote } from '@/data/remote-status.ts';
import { formatRelativeTime } from '@/i18n/relative-time-format.ts';
import { Avatar } from '@/ui/avatar.tsx';
import { PageLoading } from '@/ui/page-loading.tsx';
import { PetGrid } from '@/features/pets/pet-grid.tsx';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { PostList } from '@/features/posts/post-list.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { useAvatarAlt } from './use-avatar-alt.ts';
import * as css from './profile.css.ts';

type Tab = 'posts' | 'pets';

interface ProfileViewProps {
  user: PublicUser;
  viewerId: string;
  actions?: ReactNode;
  /** What an empty tab offers (on /my_profile, a button that only encourages). */
  emptyPosts?: ReactNode;
  emptyPets?: ReactNode;
}

/** A user's public profile: banner, avatar, name, bio, member since, Posts and Pets tabs. */
export function ProfileView({ user, viewerId, actions, emptyPosts, emptyPets }: ProfileViewProps) {
  const { t, i18n } = useLingui();
  const avatarAlt = useAvatarAlt();
  const [tab, setTab] = useState<Tab>('posts');
  const posts = useUserPosts(user._id);
  const pets = useUserPets(user._id);
  const pages = usePostPages({ kind: 'user', id: user._id });
  useRemote(`pets:${user._id}`, () => syncUserPets(user._id));
  if (!user.createdAt) return <PageLoading />;

  return (
    <div className={css.profile}>
      <div className={css.banner} aria-hidden="true" />
      <section className={css.head}>
        <div className={css.avatar}>
          <Avatar src={user.avatar} username={user.username} size="lg" alt={avatarAlt(user)} />
        </div>
        <div className={css.who}>
          <h1 className={css.name}>
            <bdi>{user.fullName}</bdi>
          </h1>
          <p className={css.handle}>
            <span dir="ltr">@{user.username}</span>
          </p>
          <p className={css.since}>
            {t`Member since`} <time dateTime={user.createdAt}>{formatRelativeTime(user.createdAt, i18n.locale)}</time>
          </p>
        </div>
        {actions ? <div className={css.actions}>{actions}</div> : null}
      </section>
      {user.bio ? (
        <section className={css.about}>
          <h2 className={css.aboutTitle}>
            {t({ message: 'About', context: 'heading of the part of a profile where the person describes themselves' })}
          </h2>
          <p className={css.bio} dir="auto">
            {user.bio}
          </p>
        </section>
      ) : null}
      <Tabs
        label={t`Content of ${user.fullName}`}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'posts', label: t`Posts` },
          { key: 'pets', label: t`Pets` },
        ]}
      >
        {tab === 'posts' ? (
          <PostList posts={posts} pages={pages} userId={viewerId} empty={t`No posts yet`} emptyAction={emptyPosts} />
        ) : pets && pets.length === 0 ? (
          <EmptyState title={t`No pets yet`}>{emptyPets}</EmptyState>
        ) : (
          <PetGrid pets={pets} />
        )}
      </Tabs>
    </div>
  );
}

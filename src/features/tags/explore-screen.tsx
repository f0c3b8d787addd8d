import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { WifiOff } from 'lucide-react';
import type { ExploreWindow } from '@/contract/schemas/tags.ts';
import { useSession } from '@/data/session.ts';
import { EmptyState } from '@/features/posts/empty-state.tsx';
import { PostCard } from '@/features/posts/post-card.tsx';
import { PostCardSkeleton } from '@/features/posts/post-card-skeleton.tsx';
import { PetGrid } from '@/features/pets/pet-grid.tsx';
import { Button } from '@/ui/button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { Tabs } from '@/ui/tabs.tsx';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { FollowedTagPosts } from './followed-tag-posts.tsx';
import { TagChips } from './tag-chips.tsx';
import { useExplore } from './use-explore.ts';
import * as css from './explore-screen.css.ts';

/** Trending tags and the most liked posts and pets of the last day or week, and the new posts of followed tags. */
export function ExploreScreen({ window }: { window: ExploreWindow }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate({ from: '/explore' });
  const explore = useExplore(window);
  const title = t({ message: 'Explore', context: 'title of the explore screen' });
  useDocumentTitle(title);
  if (!session) return null;
  const { view } = explore;

  let content: ReactNode;
  if (view === undefined || (view === null && explore.status === 'loading')) content = <PostCardSkeleton />;
  else if (view === null) {
    content = (
      <EmptyState
        title={
          explore.status === 'offline'
            ? t`You are offline, and Explore was not saved on this device yet.`
            : t`Could not load Explore. Please try again.`
        }
      >
        <Button variant="secondary" onClick={explore.retry}>
          {t`Try again`}
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <>
        {explore.status === 'offline' ? (
          <p className={css.offlineNote} role="status">
            <WifiOff size={18} aria-hidden="true" />
            <span>
              <Trans>You are offline: this is Explore as last saved on this device.</Trans>
            </span>
          </p>
        ) : null}
        <section className={css.section} aria-labelledby="explore-tags">
          <h2 id="explore-tags" className={css.sectionTitle}>
            <Trans>Trending tags</Trans>
          </h2>
          {view.tags.length === 0 ? (
            <EmptyState title={t`No tags were used in this time. Add #tags to your posts.`} />
          ) : (
            <TagChips tags={view.tags} />
          )}
        </section>
        <section className={css.section} aria-labelledby="explore-posts">
          <h2 id="explore-posts" className={css.sectionTitle}>
            <Trans>Most liked posts</Trans>
          </h2>
          {view.posts.length === 0 ? (
            <EmptyState title={t`No posts were liked in this time.`} />
          ) : (
            <ul className={css.posts}>
              {view.posts.map((post) => (
                <li key={post._id}>
                  <PostCard post={post} userId={session._id} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={css.section} aria-labelledby="explore-pets">
          <h2 id="explore-pets" className={css.sectionTitle}>
            <Trans>Most liked pets</Trans>
          </h2>
          {view.pets.length === 0 ? <EmptyState title={t`No pets were liked in this time.`} /> : <PetGrid pets={view.pets} />}
        </section>
      </>
    );
  }

  return (
    <div className={`${narrow} ${page} ${css.layout}`}>
      <h1 className={css.title}>{title}</h1>
      <Tabs
        label={t`Time window`}
        tabs={[
          { key: 'day', label: t`Last 24 hours` },
          { key: 'week', label: t`Last 7 days` },
        ]}
        active={window}
        onChange={(next) => void navigate({ search: next === 'week' ? { window: 'week' } : {}, replace: true })}
      >
        <div className={css.layout}>{content}</div>
      </Tabs>
      <FollowedTagPosts userId={session._id} />
    </div>
  );
}

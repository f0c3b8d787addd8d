import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, Pencil } from 'lucide-react';
import { syncPet, usePet } from '@/data/pets.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { formatDate } from '@/i18n/format-date.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { buttonClass } from '@/ui/button.tsx';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { container, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { GalleryGrid } from '@/features/gallery/gallery-grid.tsx';
import { PostCardSkeleton } from '@/features/posts/post-card-skeleton.tsx';
import { Tabs } from '@/ui/tabs.tsx';
import { PetPosts } from './pet-posts.tsx';
import { usePetTypeLabel } from './pet-type-label.ts';
import * as css from './pet-detail.css.ts';

type Tab = 'posts' | 'gallery';

export function PetDetailScreen({ petId }: { petId: string }) {
  const { t, i18n } = useLingui();
  const me = useSession();
  const pet = usePet(petId);
  const status = useRemote(`pet:${petId}`, () => syncPet(petId));
  const typeLabel = usePetTypeLabel();
  const [tab, setTab] = useState<Tab>('posts');
  // The pet's like makes no call.
  const [liked, setLiked] = useState(false);
  useDocumentTitle(pet ? pet.name : t`Pet`);

  if (!pet) {
    return (
      <div className={`${container} ${page} ${css.layout}`}>
        <div>
          <BackButton />
        </div>
        {pet === null && status === 'missing' ? (
          <p className={css.notFound} role="status">
            {t`Pet not found`}
          </p>
        ) : pet === null && status === 'failed' ? (
          <p role="alert">{t`Failed to fetch pet`}</p>
        ) : (
          <PostCardSkeleton />
        )}
      </div>
    );
  }

  const isOwner = me?._id === pet.user;
  const age = pet.age;
  return (
    <div className={`${container} ${page} ${css.layout}`}>
      <div>
        <BackButton />
      </div>
      <article className={css.card}>
        <FallbackImage className={css.photo} src={pet.image ?? undefined} alt={pet.alt?.trim() || t`Photo of ${pet.name}`} />
        <div className={css.info}>
          <div className={css.titleRow}>
            <h1 className={css.name}>
              <bdi>{pet.name}</bdi>
            </h1>
            <button
              type="button"
              className={css.like}
              aria-pressed={liked}
              aria-label={liked ? t`Unlike ${pet.name}` : t`Like ${pet.name}`}
              onClick={() => setLiked((value) => !value)}
            >
              <Heart size={22} aria-hidden="true" fill={liked ? 'currentColor' : 'none'} />
            </button>
          </div>
          <div className={css.badges}>
            <span className={css.badge}>{typeLabel(pet.type)}</span>
            {pet.breed ? <span className={css.badgeAlt}>{pet.breed}</span> : null}
          </div>
          <dl className={css.facts}>
            <dt>{t`Owner`}</dt>
            <dd>
              <Link to={isOwner ? '/my_profile' : '/profile/$userId'} params={{ userId: pet.user }}>
                {pet.ownerName ? <bdi>{pet.ownerName}</bdi> : t`View owner`}
              </Link>
            </dd>
            <dt>{t`Age`}</dt>
            <dd>{t`${age} months`}</dd>
            <dt>{t`Added`}</dt>
            <dd>
              <time dateTime={pet.createdAt}>{formatDate(pet.createdAt, i18n.locale)}</time>
            </dd>
          </dl>
          {pet.bio ? (
            <p className={css.bio} dir="auto">
              {pet.bio}
            </p>
          ) : null}
          {isOwner ? (
            <Link to="/pets/$petId/update" params={{ petId: pet._id }} className={buttonClass('secondary')}>
              <Pencil size={16} aria-hidden="true" />
              <Trans>Edit pet</Trans>
            </Link>
          ) : null}
        </div>
      </article>
      <Tabs
        label={t`About ${pet.name}`}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'posts', label: t`Recent posts` },
          { key: 'gallery', label: t`Gallery` },
        ]}
      >
        {tab === 'posts' ? <PetPosts petId={pet._id} userId={me?._id ?? ''} /> : <GalleryGrid petId={pet._id} petName={pet.name} isOwner={isOwner} />}
      </Tabs>
    </div>
  );
}

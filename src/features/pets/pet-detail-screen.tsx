import { useState } from 'react';
import { Link, Navigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, Pencil } from 'lucide-react';
import { syncPet, usePet, useSentPet } from '@/data/pets.ts';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { useLocalPhotos, useWaitingRow } from '@/data/waiting-rows.ts';
import { formatDate } from '@/i18n/format-date.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { buttonClass } from '@/ui/button.tsx';
import { FallbackImage } from '@/ui/fallback-image.tsx';
import { SendingProgress } from '@/ui/sending-progress.tsx';
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
  // A pet added offline is shown under its outbox row's id until sent: the server has no such pet yet.
  const waiting = useWaitingRow(petId);
  // Once sent, the page follows it to the server's id.
  const sent = useSentPet(pet === null && waiting === null ? petId : null);
  const status = useRemote(waiting === null && sent === null ? `pet:${petId}` : null, () => syncPet(petId));
  // An edit made offline waits under its own row, with its new photo if one was picked.
  const editRowId = pet?.editedBy ?? null;
  const edit = useWaitingRow(editRowId);
  const pending = waiting ?? edit;
  const localPhoto = useLocalPhotos(waiting ? petId : edit ? editRowId : null)[0];
  const typeLabel = usePetTypeLabel();
  const [tab, setTab] = useState<Tab>('posts');
  // The pet's like makes no call.
  const [liked, setLiked] = useState(false);
  useDocumentTitle(pet ? pet.name : t`Pet`);

  if (!pet && sent) return <Navigate to="/pets/$petId" params={{ petId: sent._id }} replace />;
  if (!pet) {
    return (
      <div className={`${container} ${page} ${css.layout}`}>
        <div>
          <BackButton />
        </div>
        {pet === null && (status === 'missing' || waiting?.status === 'failed') ? (
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
        <FallbackImage
          className={css.photo}
          src={localPhoto ? localPhoto.url : waiting ? undefined : (pet.image ?? undefined)}
          alt={(localPhoto ? localPhoto.alt : pet.alt)?.trim() || t`Photo of ${pet.name}`}
        />
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
          {pending ? <SendingProgress sent={pending.sent} photos={pending.photos} /> : null}
          {isOwner && !pending ? (
            <Link to="/pets/$petId/update" params={{ petId: pet._id }} className={buttonClass('secondary')}>
              <Pencil size={16} aria-hidden="true" />
              <Trans>Edit pet</Trans>
            </Link>
          ) : null}
        </div>
      </article>
      {waiting ? (
        <p className={css.waitingNote} role="status">
          {t`Posts and gallery photos can be added once the pet is sent.`}
        </p>
      ) : (
        <Tabs
          label={t`About ${pet.name}`}
          active={tab}
          onChange={setTab}
          tabs={[
            { key: 'posts', label: t`Recent posts` },
            { key: 'gallery', label: t`Gallery` },
          ]}
        >
          {tab === 'posts' ? (
            <PetPosts petId={pet._id} userId={me?._id ?? ''} />
          ) : (
            <GalleryGrid petId={pet._id} petName={pet.name} isOwner={isOwner} />
          )}
        </Tabs>
      )}
    </div>
  );
}

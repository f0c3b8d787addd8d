import type { ReactNode } from 'react';
import { useRemote } from '@/data/remote-status.ts';
import { useSession } from '@/data/session.ts';
import { BackButton } from '@/ui/back-button.tsx';
import { narrow, page } from '@/ui/layout.css.ts';
import { useDocumentTitle } from '@/ui/use-document-title.ts';
import { PostCardSkeleton } from './post-card-skeleton.tsx';
import { useOwnerGuard } from './use-owner-guard.ts';

interface OwnerEditPageProps {
  title: string;
  /** The refresh of the item from the server, named by its key. */
  remoteKey: string;
  sync: () => Promise<unknown>;
  /** The owner's id once the item is read, undefined until then. */
  ownerId: string | undefined;
  notFound: string;
  forbidden: string;
  /** The form, given the signed-in user's id; null while the item is not read yet. */
  form: (userId: string) => ReactNode;
}

/** An edit screen: a skeleton until the item is read and known to be the signed-in user's, then its form. */
export function OwnerEditPage({ title, remoteKey, sync, ownerId, notFound, forbidden, form }: OwnerEditPageProps) {
  const me = useSession();
  const status = useRemote(remoteKey, sync);
  useDocumentTitle(title);
  const allowed = useOwnerGuard({ ownerId, userId: me?._id, status, notFound, forbidden });
  const content = me && allowed ? form(me._id) : null;
  return (
    <div className={`${narrow} ${page}`}>
      <BackButton />
      {content ?? <PostCardSkeleton />}
    </div>
  );
}

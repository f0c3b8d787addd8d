import { useMemo } from 'react';
import { liveQuery } from 'dexie';
import type { SessionUser } from '@/contract/entities.ts';
import { refreshOwnUser } from './account.ts';
import { db } from './db.ts';
import { keepPhotosRoom, photosToKeep } from './posts/offline-post.ts';
import type { PhotoChoice } from './photos/photo-to-send.ts';
import type { ProfileFields } from './profiles.ts';
import { useSession } from './session.ts';
import { useLiveQuery } from './use-live-query.ts';
import { useLocalPhotos } from './waiting-rows.ts';
import { queueProfileChange, shownProfileEdit, type ShownProfile } from './writes/profile-edit.ts';

const waitingEdits = (userId: string) =>
  db.outbox
    .where('[userId+status]')
    .equals([userId, 'pending'])
    .filter((row) => row.kind === 'profile-edit');

/**
 * A change of one's profile through the outbox, as the online form sends it
 * (only a non-empty name and bio; without a new avatar, the current one's
 * description). `shown` is the profile as the screen shows it now, put back
 * if the server refuses. Throws `NoRoomForPhotos` (nothing queued) when the
 * avatar does not fit on the device.
 */
export async function queueProfileEdit(shown: SessionUser, fields: ProfileFields, avatar: PhotoChoice): Promise<void> {
  const [kept] = avatar.file ? await photosToKeep([{ file: avatar.file, alt: avatar.alt }]) : [];
  const fullName = fields.fullName.trim();
  const bio = fields.bio.trim();
  const edit = { ...(fullName && { fullName }), ...(bio && { bio }), ...(kept ? {} : { alt: avatar.alt.trim() }) };
  const before: ShownProfile = { fullName: shown.fullName, bio: shown.bio, avatarAlt: shown.avatarAlt };
  await keepPhotosRoom(kept ? [kept] : [], () => queueProfileChange(shown._id, before, edit, kept ?? null));
}

interface WaitingProfile {
  shown: Partial<ShownProfile>;
  /** The newest waiting edit that brings a new avatar, kept on the device. */
  avatarRowId: string | null;
}

async function waitingProfile(userId: string): Promise<WaitingProfile | null> {
  const rows = await waitingEdits(userId).sortBy('createdAt');
  if (rows.length === 0) return null;
  const withPhotos = new Set(
    await db.outboxPhotos
      .where('rowId')
      .anyOf(rows.map((row) => row.id))
      .keys(),
  );
  const avatarRowId = rows.findLast((row) => withPhotos.has(row.id))?.id ?? null;
  return { shown: Object.assign({}, ...rows.map((row) => shownProfileEdit(row.body))), avatarRowId };
}

/** The signed-in user as shown, with `profileWaiting` while a change of their profile waits to be sent. */
export type ShownSelf = SessionUser & { profileWaiting?: true };

/**
 * The signed-in user as their own screens show them: the session, with any
 * change of profile still waiting to be sent laid over it (a new avatar drawn
 * from its kept photo).
 */
export function useShownSelf(): ShownSelf | null {
  const me = useSession();
  const userId = me?._id ?? null;
  const waiting = useLiveQuery(() => (userId ? waitingProfile(userId) : null), [userId]);
  const avatar = useLocalPhotos(waiting?.avatarRowId ?? null)[0];
  return useMemo(() => {
    if (!me || !waiting) return me;
    return { ...me, ...waiting.shown, ...(avatar && { avatar: avatar.url, avatarAlt: avatar.alt }), profileWaiting: true };
  }, [me, waiting, avatar]);
}

/** Once the user's waiting profile changes are all answered (sent, or refused and undone), the session takes the server's copy. */
export function startOwnProfileSync(userId: string): () => void {
  let waited = false;
  const subscription = liveQuery(() => waitingEdits(userId).count()).subscribe((count: number) => {
    if (count > 0) waited = true;
    else if (waited) {
      waited = false;
      void refreshOwnUser();
    }
  });
  return () => subscription.unsubscribe();
}
